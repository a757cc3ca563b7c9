import { describeRoundTrip } from '../roundtrip.test-support.js';
import { hkrpgChallengeGroup } from './challenge.parser.js';

describeRoundTrip(hkrpgChallengeGroup);
