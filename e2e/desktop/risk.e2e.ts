import { describeRiskFlows } from '../support/risk-flows.js';

describeRiskFlows('desktop');
