import { describeRecordsFlows } from '../support/records-flows.js';

describeRecordsFlows('desktop');
