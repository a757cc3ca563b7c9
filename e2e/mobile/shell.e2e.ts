import { describeShellFlows } from '../support/flows.js';

describeShellFlows('mobile');
