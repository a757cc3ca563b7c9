import { describeBh3Flows } from '../support/bh3-flows.js';

describeBh3Flows('desktop');
