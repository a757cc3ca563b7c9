import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { answerOf } from './answers.test-support.js';
import { genshinCharMasterGroup } from './char-master.parser.js';

describeRoundTrip(genshinCharMasterGroup);

const { roleCombatCharMaster } = endpoints.genshin;

const parse = (list: unknown[]) =>
  genshinCharMasterGroup.parse([answerOf(roleCombatCharMaster, { list })], {
    lang: 'en-us',
    previous: new Map(),
  });

describe('echo master parsing', () => {
  it('gives no snapshot and no setting for a role without echo masters', () => {
    expect(parse([])).toEqual({ snapshots: [], catalog: [] });
  });

  it('stores the red dots as answered and keeps no local dismissal over them', () => {
    const item = (avatarId: number, hasRedDot: boolean) => ({
      avatar_id: avatarId,
      name: 'Furina',
      icon: 'https://cdn.example/av/furina.png',
      status: 2,
      has_red_dot: hasRedDot,
      level_id: 3,
    });
    const parsed = parse([item(10000089, true), item(10000052, false)]);
    expect(parsed.snapshots[0]?.payload).toEqual({
      list: [
        { avatar_id: 10000089, status: 2, has_red_dot: true, level_id: 3 },
        { avatar_id: 10000052, status: 2, has_red_dot: false, level_id: 3 },
      ],
    });
    expect(parsed.settings).toEqual([{ key: 'char_master.red_dot_cancelled', value: [] }]);
  });
});
