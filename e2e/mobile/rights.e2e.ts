import { describeRightsFlows } from '../support/rights-flows.js';

describeRightsFlows('mobile');
