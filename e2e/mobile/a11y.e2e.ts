import { describeA11yFlows } from '../support/a11y-flows.js';

describeA11yFlows('mobile');
