import { describeUpstreamFlows } from '../support/upstream-flows.js';

describeUpstreamFlows('mobile');
