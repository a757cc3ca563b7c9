import { describeAnnouncementFlows } from '../support/announcement-flows.js';

describeAnnouncementFlows('mobile');
