import { EVENT_SLUGS } from '@chronicle/contract';
import {
  describeEventFlows,
  describePrivateEventFlow,
  describeVisitorEventFlow,
} from '../support/events-flows.js';

describeEventFlows('mobile', EVENT_SLUGS);
describeVisitorEventFlow('mobile', 'lantern');
describePrivateEventFlow('mobile');
