import { describeHistoryFlows } from '../support/history-flows.js';

describeHistoryFlows('desktop');
