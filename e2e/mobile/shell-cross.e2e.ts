import { describeShellCrossFlows } from '../support/shell-cross-flows.js';

describeShellCrossFlows('mobile');
