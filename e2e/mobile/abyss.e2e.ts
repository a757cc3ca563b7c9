import { describeAbyssFlows } from '../support/abyss-flows.js';

describeAbyssFlows('mobile');
