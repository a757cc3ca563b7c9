import type { AbyssSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { emptyAbyss } from '../../../genshin/abyss.presenter.js';
import { genshinAbyssGroup as group } from './abyss.parser.js';
import { ABYSS, CAPTURED_AT, ROLE, answer, ctxOf } from './genshin-core.fixtures.js';

const DAY = 86_400;
/** Schedule 87 runs through January 2026; 88 is under way at `CAPTURED_AT`. */
const JAN = Date.UTC(2026, 0, 1) / 1000;
const FEB = Date.UTC(2026, 1, 1) / 1000;

function period(scheduleId: number, start: number, end: number) {
  const avatar = { id: 10000089, icon: 'https://cdn.example/av/furina.png', level: 90, rarity: 5 };
  return {
    ...emptyAbyss(),
    schedule_id: scheduleId,
    start_time: String(start),
    end_time: String(end),
    total_battle_times: 1,
    total_win_times: 1,
    max_floor: '9-1',
    total_star: 3,
    is_unlock: true,
    reveal_rank: [
      {
        avatar_id: 10000089,
        avatar_icon: 'https://cdn.example/side/furina.png',
        value: 1,
        rarity: 5,
      },
    ],
    floors: [
      {
        index: 9,
        icon: '',
        is_unlock: true,
        settle_time: String(start + DAY),
        star: 3,
        max_star: 9,
        levels: [
          {
            index: 1,
            star: 3,
            max_star: 3,
            battles: [{ index: 1, timestamp: String(start + DAY), avatars: [avatar] }],
            top_half_floor_monster: [
              { name: 'Frost Operative', icon: 'https://cdn.example/m/1.png', level: 95 },
            ],
            bottom_half_floor_monster: [],
          },
        ],
        ley_line_disorder: ['Shatter DMG +75%.'],
        ley_line_disorder_upper: [],
        ley_line_disorder_lower: [],
      },
    ],
  };
}

const previous = () => answer(ABYSS, period(87, JAN, FEB - 1), { schedule_type: 2 });
const current = () => answer(ABYSS, period(88, FEB, FEB + 28 * DAY - 1), { schedule_type: 1 });

describe('genshin.spiralAbyss: periods', () => {
  it('asks for the previous period before the current one', () => {
    const role = { gameId: 2 as const, roleId: ROLE.role_id, server: ROLE.server, level: 60 };
    expect(group.next(role, []).map((r) => r.input.schedule_type)).toEqual([2, 1]);
  });

  it('keys each period by its schedule id, the older first, an ended one captured at its end', () => {
    for (const answers of [
      [previous(), current()],
      [current(), previous()],
    ]) {
      const { snapshots } = group.parse(answers, ctxOf());
      expect(snapshots.map((s) => [s.kind, s.period, s.capturedAt])).toEqual([
        ['spiral_abyss', '87', (FEB - 1) * 1000],
        ['spiral_abyss', '88', CAPTURED_AT],
      ]);
      expect(snapshots.map((s) => (s.payload as AbyssSnapshot).schedule_id)).toEqual([87, 88]);
    }
  });

  it('stores no period for the empty answer of a role that never played it', () => {
    const emptyPrevious = answer(ABYSS, emptyAbyss(), { schedule_type: 2 });
    const emptyCurrent = answer(ABYSS, emptyAbyss(), { schedule_type: 1 });
    expect(group.parse([emptyPrevious, emptyCurrent], ctxOf())).toEqual({
      snapshots: [],
      catalog: [],
    });
    const { snapshots } = group.parse([emptyPrevious, current()], ctxOf());
    expect(snapshots.map((s) => s.period)).toEqual(['88']);
  });

  it('keeps a numbered period without battles, so "current" stays the upstream’s current', () => {
    const unplayed = { ...emptyAbyss(), schedule_id: 88, start_time: String(FEB), end_time: '0' };
    const { snapshots } = group.parse(
      [previous(), answer(ABYSS, unplayed, { schedule_type: 1 })],
      ctxOf(),
    );
    expect(snapshots.map((s) => s.period)).toEqual(['87', '88']);
  });

  it('names enemies by their icon and ley-line disorders by their place, in every language', () => {
    const en = group.parse([previous()], ctxOf('en-us'));
    const jaData = period(87, JAN, FEB - 1);
    const [floor] = jaData.floors;
    const [chamber] = floor?.levels ?? [];
    if (!floor || !chamber) throw new Error('fixture');
    floor.ley_line_disorder = ['粉砕ダメージ+75%。'];
    chamber.top_half_floor_monster = [
      { name: '霜の使い', icon: 'https://cdn.example/m/1.png', level: 95 },
    ];
    const ja = group.parse([answer(ABYSS, jaData, {}, { lang: 'ja-jp' })], ctxOf('ja-jp'));
    const payload = (p: typeof en) => p.snapshots[0]?.payload as AbyssSnapshot;
    expect(payload(ja)).toEqual(payload(en));
    const names = (p: typeof en, kind: string) =>
      p.catalog.filter((c) => c.kind === kind).map((c) => c.name);
    expect(names(ja, 'monster')).toEqual(['霜の使い']);
    expect(names(ja, 'ley_line')).toEqual(['粉砕ダメージ+75%。']);
  });
});
