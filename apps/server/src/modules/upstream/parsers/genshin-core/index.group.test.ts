import { describeRoundTrip } from '../roundtrip.test-support.js';
import { genshinIndexGroup } from './index.group.js';

describeRoundTrip(genshinIndexGroup, {
  mapPaths: [
    '$.data.stats.field_ext_map',
    '$.data.property_map',
    '$.data.relic_wiki',
    '$.data.weapon_wiki',
    '$.data.avatar_wiki',
  ],
});
