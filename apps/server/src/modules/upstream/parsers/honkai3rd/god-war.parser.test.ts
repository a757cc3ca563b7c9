import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { roleIdOf, syntheticId } from '../parse-kit.js';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { honkai3rdGodWarGroup } from './god-war.parser.js';
import { EMPTY_GOD_WAR, answerOf, ctx, daysBefore, run, suit } from './honkai3rd.fixtures.js';

const { godWar } = endpoints.honkai3rd;

describeRoundTrip(honkai3rdGodWarGroup);

describe('honkai3rd.godWar', () => {
  it('stores runs with the sigil id of the icon filename and signet icons in the catalog', () => {
    const data = {
      ...EMPTY_GOD_WAR,
      records: [run(daysBefore(2))],
      collections: [{ type: 'signet', collected_number: 180, total_number: 200 }],
      avatar_transcript: [
        {
          avatar: suit(115, { level: 80 }),
          level: 80,
          challenge_success_times: 14,
          max_challenge_score: 61000,
          max_punish_level: 2,
          max_challenge_level: 24,
        },
      ],
    };
    const answer = answerOf(godWar, data);
    const parsed = honkai3rdGodWarGroup.parse([answer], ctx());
    // A condition has no id of its own: its run's (role, settle time, place) names its entry.
    const conditionId = syntheticId('bh3_condition', `${roleIdOf(answer)}:${daysBefore(2)}:0`);
    expect(parsed.catalog).toContainEqual({
      kind: 'bh3_condition',
      id: conditionId,
      lang: 'en-us',
      name: 'Vulnerable',
      texts: { desc: 'Damage taken +20%.' },
    });
    expect(parsed.snapshots).toHaveLength(1);
    expect(parsed.snapshots[0]).toMatchObject({ kind: 'bh3_god_war', period: '' });
    expect(parsed.snapshots[0]?.payload).toEqual({
      records: [
        {
          settle_time_second: daysBefore(2),
          score: 61000,
          punish_level: 2,
          level: 24,
          buffs: [{ id: 1, number: 6 }],
          conditions: [{ id: conditionId, difficulty: 1 }],
          main_avatar: { id: 115, star: 3 },
          support_avatars: [{ id: 105, star: 3 }],
          elf: null,
          extra_item_id: 119331,
        },
      ],
      collections: data.collections,
      summary: EMPTY_GOD_WAR.summary,
      avatar_transcript: [{ ...data.avatar_transcript[0], avatar: { id: 115, star: 3 } }],
    });
    expect(parsed.catalog).toContainEqual({
      kind: 'bh3_signet',
      id: 1,
      lang: 'en-us',
      icon: 'https://img.example/signet1@2x.png',
    });
  });

  it('stores nothing for a realm never played', () => {
    expect(honkai3rdGodWarGroup.parse([answerOf(godWar, EMPTY_GOD_WAR)], ctx()).snapshots).toEqual(
      [],
    );
  });

  it('names the icon whose filename carries no sigil id', () => {
    const bad = { ...run(daysBefore(2)), extra_item_icon: 'https://img.example/ItemIcon/none.png' };
    expect(() =>
      honkai3rdGodWarGroup.parse([answerOf(godWar, { ...EMPTY_GOD_WAR, records: [bad] })], ctx()),
    ).toThrow('$.data.records[0].extra_item_icon is missing or is not a URL ending in <id>.png');
  });

  it('refuses a signet id clients cannot name and more supports than a run has', () => {
    const signet = { ...run(daysBefore(2)), buffs: [{ id: 15, icon: '', number: 1 }] };
    expect(() =>
      honkai3rdGodWarGroup.parse(
        [answerOf(godWar, { ...EMPTY_GOD_WAR, records: [signet] })],
        ctx(),
      ),
    ).toThrow('$.data.records[0].buffs[0].id');
    const crowded = run(daysBefore(2), [suit(105), suit(106), suit(107)]);
    expect(() =>
      honkai3rdGodWarGroup.parse(
        [answerOf(godWar, { ...EMPTY_GOD_WAR, records: [crowded] })],
        ctx(),
      ),
    ).toThrow('$.data.records[0].support_avatars');
  });
});
