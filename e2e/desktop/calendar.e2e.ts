import { describeCalendarFlows } from '../support/calendar-flows.js';

describeCalendarFlows('desktop');
