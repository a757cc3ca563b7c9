import { describeSwitchFlows } from '../support/switches-flows.js';

describeSwitchFlows('desktop');
