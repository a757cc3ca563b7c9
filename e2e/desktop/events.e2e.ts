import { EVENT_SLUGS } from '@chronicle/contract';
import {
  describeEventFlows,
  describePrivateEventFlow,
  describeVisitorEventFlow,
} from '../support/events-flows.js';

describeEventFlows('desktop', EVENT_SLUGS);
describeVisitorEventFlow('desktop', 'lantern');
describePrivateEventFlow('desktop');
