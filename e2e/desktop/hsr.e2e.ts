import { describeHsrFlows } from '../support/hsr-flows.js';

describeHsrFlows('desktop');
