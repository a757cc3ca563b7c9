import { describeRightsFlows } from '../support/rights-flows.js';

describeRightsFlows('desktop');
