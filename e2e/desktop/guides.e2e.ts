import { describeGuideFlows } from '../support/guides-flows.js';

describeGuideFlows('desktop');
