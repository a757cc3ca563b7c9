import { describeRosterFlows } from '../support/roster-flows.js';

describeRosterFlows('desktop');
