import { describeTrackingFlows } from '../support/tracking-flows.js';

describeTrackingFlows('mobile');
