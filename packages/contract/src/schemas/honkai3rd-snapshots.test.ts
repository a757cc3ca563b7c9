import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_KINDS } from '../snapshot-kinds.js';
import { Honkai3rdNewAbyssSnapshot, Honkai3rdOldAbyssSnapshot } from './honkai3rd-abyss.js';
import { Honkai3rdBattleFieldSnapshot } from './honkai3rd-battle-field.js';
import { Honkai3rdCharactersSnapshot } from './honkai3rd-character.js';
import { Honkai3rdGodWarSnapshot } from './honkai3rd-god-war.js';
import { Honkai3rdIndexSnapshot } from './honkai3rd-index.js';
import { HONKAI3RD_KINDS } from './honkai3rd-kinds.js';
import { Honkai3rdNoteSnapshot } from './honkai3rd-notes.js';
import { GOD_WAR_EXAMPLE, INDEX_EXAMPLE } from './honkai3rd-examples.fixtures.js';
import { REMOVE, edit } from './example-edit.test-support.js';

/* ------------------------------------------------------------------------------------------------
 * Snapshots: one valid payload per kind, and a change each that must be refused.
 * ---------------------------------------------------------------------------------------------- */

const suit = { id: 115, star: 3 };
const boss = { id: 60 };
const elf = { id: 102, rarity: 4, star: 3 };

const SNAPSHOTS: [keyof typeof HONKAI3RD_KINDS, TSchema, unknown, (string | number)[], unknown][] =
  [
    [
      'bh3_index',
      Honkai3rdIndexSnapshot,
      {
        role: { nickname: 'Captain', level: 88 },
        stats: INDEX_EXAMPLE.stats,
        preference: INDEX_EXAMPLE.preference,
      },
      ['stats', 'new_abyss'],
      null,
    ],
    [
      'bh3_characters',
      Honkai3rdCharactersSnapshot,
      {
        characters: [
          {
            id: 105,
            level: 80,
            star: 3,
            weapon: { id: 24264, rarity: 6, max_rarity: 6, level: 65 },
            stigmatas: [{ id: 33964, rarity: 5, max_rarity: 5, level: 50 }, null, null],
          },
        ],
      },
      ['characters', 0, 'stigmatas'],
      [null, null, null, null],
    ],
    [
      'bh3_note',
      Honkai3rdNoteSnapshot,
      {
        current_stamina: 126,
        max_stamina: 240,
        stamina_recover_time: 40791,
        current_train_score: 450,
        max_train_score: 600,
        greedy_endless: { schedule_end: 1767600000, is_open: true, cur_reward: 0, max_reward: 5 },
        ultra_endless: {
          schedule_end: 1767600000,
          is_open: true,
          group_level: 8,
          challenge_score: 4120,
        },
        battle_field: {
          schedule_end: 1767621599,
          is_open: true,
          cur_reward: 11,
          max_reward: 11,
          cur_sss_reward: 3,
          max_sss_reward: 10,
        },
        god_war: { schedule_end: 1767621600, is_open: true, cur_reward: 12000, max_reward: 20000 },
      },
      ['god_war', 'schedule_end'],
      '1767621600',
    ],
    [
      'bh3_new_abyss',
      Honkai3rdNewAbyssSnapshot,
      {
        updated_time_second: 1767312000,
        score: 4120,
        rank: 3,
        settled_cup_number: -35,
        cup_number: 2150,
        level: 8,
        settled_level: 7,
        boss,
        lineup: [suit],
        elf,
      },
      ['elf', 'rarity'],
      0,
    ],
    [
      'bh3_old_abyss',
      Honkai3rdOldAbyssSnapshot,
      {
        time_second: 1738765800,
        score: 1790,
        area: 3,
        level: 'A',
        reward_type: 'Relegation',
        type: 'Greedy',
        boss: { id: 0, name: 'Hellmaru' },
        lineup: [suit],
        elf: null,
      },
      ['area'],
      5,
    ],
    [
      'bh3_battle_field',
      Honkai3rdBattleFieldSnapshot,
      {
        time_second: 1767484800,
        score: 131500,
        rank: 2,
        ranking_percentage: '1.85',
        area: 4,
        battle_infos: [{ elf: null, lineup: [suit], boss: { id: 100 }, score: 44100 }],
      },
      ['battle_infos', 0, 'lineup'],
      [suit, suit, suit, suit],
    ],
    [
      'bh3_god_war',
      Honkai3rdGodWarSnapshot,
      {
        records: [
          {
            settle_time_second: 1767200000,
            score: 61000,
            punish_level: 2,
            level: 24,
            buffs: [{ id: 1, number: 6 }],
            conditions: [{ id: 7, difficulty: 1 }],
            main_avatar: suit,
            support_avatars: [],
            elf: null,
            extra_item_id: 119331,
          },
        ],
        collections: [{ type: 'signet', collected_number: 180, total_number: 200 }],
        summary: GOD_WAR_EXAMPLE.summary,
      },
      ['records', 0, 'extra_item_id'],
      REMOVE,
    ],
  ];

describe('Starfall Vanguard snapshot kinds', () => {
  it.each(SNAPSHOTS)(
    '%s validates a good payload and refuses a broken one',
    (kind, schema, good, path, next) => {
      expect(HONKAI3RD_KINDS[kind].schema).toBe(schema);
      expect([...Value.Errors(schema, good)]).toEqual([]);
      expect(Value.Check(schema, edit(good, path, next))).toBe(false);
    },
  );

  it('covers every kind, all of game 1, periodic for the abyss and arena cycles', () => {
    expect(SNAPSHOTS.map(([kind]) => kind).sort()).toEqual(Object.keys(HONKAI3RD_KINDS).sort());
    for (const [kind, decl] of Object.entries(HONKAI3RD_KINDS)) {
      expect(decl.games, kind).toEqual([1]);
      expect(decl.periodic, kind).toBe(/abyss|battle_field/.test(kind));
    }
  });

  it('are named so they can join SNAPSHOT_KINDS and pass the ingest kind pattern', () => {
    for (const kind of Object.keys(HONKAI3RD_KINDS)) {
      expect(SNAPSHOT_KINDS[kind as keyof typeof SNAPSHOT_KINDS], kind).toBe(
        HONKAI3RD_KINDS[kind as keyof typeof HONKAI3RD_KINDS],
      );
      expect(kind).toMatch(/^[a-z0-9_]{1,48}$/);
    }
  });
});
