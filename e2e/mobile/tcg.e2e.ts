import { describeTcgFlows } from '../support/tcg-flows.js';

describeTcgFlows('mobile');
