import { describeRoundTrip } from '../roundtrip.test-support.js';
import { genshinAbyssGroup } from './abyss.parser.js';

describeRoundTrip(genshinAbyssGroup);
