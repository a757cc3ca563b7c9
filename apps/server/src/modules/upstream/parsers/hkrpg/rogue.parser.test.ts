import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { partialTime } from '../../../hkrpg/hkrpg-view.js';
import { CAPTURED_AT, REGION, answerOf, parseWith } from './hkrpg.fixtures.js';
import { hkrpgProfileGroup } from './profile.parser.js';

const WEEK = 7 * 86_400;
const THIS_WEEK = CAPTURED_AT / 1000 - 86_400;

/** A week of Simulated Universe, `back` weeks before this one, with `runs` runs. */
function weekOf(id: number, back: number, runs: number) {
  const begin = THIS_WEEK - back * WEEK;
  const run = {
    name: 'World 9',
    finish_time: partialTime(begin + 3600, REGION),
    score: 1900,
    final_lineup: [],
    base_type_list: [{ id: 122, name: 'Nihility', cnt: 9 }],
    cached_avatars: [],
    buffs: [],
    miracles: [{ id: 112, name: 'Sealing Wax', icon: 'https://cdn.example/m.png' }],
    difficulty: 5,
    progress: 9,
  };
  return {
    basic: {
      id,
      finish_cnt: runs,
      schedule_begin: partialTime(begin, REGION),
      schedule_end: partialTime(begin + WEEK - 1, REGION),
    },
    records: Array.from({ length: runs }, () => run),
    has_data: runs > 0,
  };
}

const rogueAnswer = (current: ReturnType<typeof weekOf>, last: ReturnType<typeof weekOf>) =>
  answerOf(
    endpoints.hkrpg.rogue,
    {
      role: { nickname: 'Trailblazer', server: REGION, level: 68 },
      basic_info: { unlocked_buff_num: 232, unlocked_miracle_num: 117, unlocked_skill_points: 38 },
      current_record: current,
      last_record: last,
    },
    { schedule_type: 3, need_detail: 'true' },
  );

// The round trip of Simulated Universe is the profile group's (its header comes from the index).
describe('hkrpg.profile Simulated Universe weeks', () => {
  it('stores both weeks by id, the last (even without runs) before the current', () => {
    const parsed = parseWith(hkrpgProfileGroup, [
      rogueAnswer(weekOf(112, 0, 2), weekOf(111, 1, 0)),
    ]);
    expect(parsed.snapshots.map((s) => [s.period, s.capturedAt])).toEqual([
      ['111', (THIS_WEEK - 1) * 1000],
      ['112', CAPTURED_AT],
    ]);
    expect(parsed.role).toEqual({ nickname: 'Trailblazer', level: 68 });
    expect(parsed.catalog.map((e) => [e.kind, e.id, e.name])).toEqual([
      ['hsr_rogue_world', 9, 'World 9'],
      ['hsr_rogue_path', 122, 'Nihility'],
      ['hsr_curio', 112, 'Sealing Wax'],
    ]);
  });

  it('stores nothing for a role that never played (week 0)', () => {
    const parsed = parseWith(hkrpgProfileGroup, [rogueAnswer(weekOf(0, 0, 0), weekOf(0, 1, 0))]);
    expect(parsed.snapshots).toEqual([]);
  });
});
