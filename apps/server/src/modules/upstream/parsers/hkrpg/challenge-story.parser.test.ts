import { describeRoundTrip } from '../roundtrip.test-support.js';
import { hkrpgChallengeStoryGroup } from './challenge-story.parser.js';

describeRoundTrip(hkrpgChallengeStoryGroup);
