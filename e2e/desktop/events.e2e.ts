import { EVENT_SLUGS } from '@chronicle/contract';
import { describeEventFlows, describePrivateEventFlow } from '../support/events-flows.js';

describeEventFlows('desktop', EVENT_SLUGS);
describePrivateEventFlow('desktop');
