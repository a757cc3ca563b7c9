import { describePrivacyFlows } from '../support/privacy-flows.js';

describePrivacyFlows('mobile');
