import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { honkai3rdBattleFieldGroup } from './battle-field.parser.js';
import { arenaWeek, answerOf, ctx, daysBefore } from './honkai3rd.fixtures.js';

const { battleFieldReport } = endpoints.honkai3rd;

describeRoundTrip(honkai3rdBattleFieldGroup);

describe('honkai3rd.battleField', () => {
  it('keeps every week, oldest first, keyed by its end and captured at it', () => {
    const ends = [daysBefore(1), daysBefore(8), daysBefore(15)];
    const parsed = honkai3rdBattleFieldGroup.parse(
      [answerOf(battleFieldReport, { reports: ends.map((t) => arenaWeek(t)) })],
      ctx(),
    );
    expect(parsed.snapshots.map((s) => [s.kind, s.period, s.capturedAt])).toEqual(
      [...ends].reverse().map((t) => ['bh3_battle_field', String(t), t * 1000]),
    );
    expect(parsed.snapshots[2]?.payload).toEqual({
      time_second: ends[0],
      score: 120000,
      rank: 2,
      ranking_percentage: '1.85',
      area: 4,
      battle_infos: [
        { elf: null, score: 40000, lineup: [{ id: 115, star: 3 }], boss: { id: 100 } },
        {
          elf: { id: 103, rarity: 4, star: 2, is_collaborator: false, collaborator: 0 },
          score: 40000,
          lineup: [{ id: 105, star: 3 }],
          boss: { id: 101 },
        },
        { elf: null, score: 40000, lineup: [{ id: 507, star: 3 }], boss: { id: 102 } },
      ],
    });
    expect(parsed.catalog).toContainEqual({
      kind: 'bh3_boss',
      id: 100,
      lang: 'en-us',
      name: 'Boss 100',
      icon: 'https://img.example/Boss/BOSS_100.png',
    });
  });

  it('stores nothing for an empty report', () => {
    const parsed = honkai3rdBattleFieldGroup.parse(
      [answerOf(battleFieldReport, { reports: [] })],
      ctx(),
    );
    expect(parsed.snapshots).toEqual([]);
  });

  it('refuses more fights in a week than a snapshot keeps, naming the list', () => {
    const week = arenaWeek(daysBefore(1));
    const five = {
      ...week,
      battle_infos: [...week.battle_infos, ...week.battle_infos.slice(0, 2)],
    };
    expect(() =>
      honkai3rdBattleFieldGroup.parse([answerOf(battleFieldReport, { reports: [five] })], ctx()),
    ).toThrow('$.data.reports[0].battle_infos is missing or is not an array of at most 4 items');
  });
});
