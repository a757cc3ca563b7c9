import { describeRoundTrip } from '../roundtrip.test-support.js';
import { hkrpgChallengeBossGroup } from './challenge-boss.parser.js';

describeRoundTrip(hkrpgChallengeBossGroup);
