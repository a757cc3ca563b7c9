import { describeShellFlows } from '../support/flows.js';

describeShellFlows('desktop');
