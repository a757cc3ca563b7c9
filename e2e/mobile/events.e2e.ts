import { EVENT_SLUGS } from '@chronicle/contract';
import { describeEventFlows, describePrivateEventFlow } from '../support/events-flows.js';

describeEventFlows('mobile', EVENT_SLUGS);
describePrivateEventFlow('mobile');
