import { describeOfflineFlows } from '../support/offline-flows.js';

describeOfflineFlows('desktop');
