import { describeHostNameFlows } from '../support/host-names-flows.js';

describeHostNameFlows('mobile');
