import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_KINDS } from '../snapshot-kinds.js';
import {
  HONKAI3RD_KINDS,
  Honkai3rdBattleFieldData,
  Honkai3rdBattleFieldSnapshot,
  Honkai3rdCharactersData,
  Honkai3rdCharactersSnapshot,
  Honkai3rdGodWarData,
  Honkai3rdGodWarSnapshot,
  Honkai3rdIndexData,
  Honkai3rdIndexSnapshot,
  Honkai3rdNewAbyssData,
  Honkai3rdNewAbyssSnapshot,
  Honkai3rdNoteData,
  Honkai3rdNoteSnapshot,
  Honkai3rdOldAbyssData,
  Honkai3rdOldAbyssSnapshot,
  Honkai3rdRoleQuery,
} from './honkai3rd.js';
import {
  BATTLE_FIELD_EXAMPLE,
  CHARACTERS_EXAMPLE,
  GOD_WAR_EXAMPLE,
  INDEX_EXAMPLE,
  NEW_ABYSS_EXAMPLE,
  NOTE_EXAMPLE,
  OLD_ABYSS_EXAMPLE,
  OLD_ABYSS_SUMMARY,
} from './honkai3rd-examples.test-data.js';
import { REMOVE, edit } from './example-edit.test-support.js';

/** The doc's level ≤ 80 index: `old_abyss` in place of `new_abyss`. */
const OLD_INDEX = edit(
  edit(INDEX_EXAMPLE, ['stats', 'new_abyss'], REMOVE),
  ['stats', 'old_abyss'],
  OLD_ABYSS_SUMMARY,
);

const EXAMPLES: [string, TSchema, unknown][] = [
  ['index (level ≥ 81)', Honkai3rdIndexData, INDEX_EXAMPLE],
  ['index (level ≤ 80)', Honkai3rdIndexData, OLD_INDEX],
  ['characters', Honkai3rdCharactersData, CHARACTERS_EXAMPLE],
  ['newAbyssReport', Honkai3rdNewAbyssData, NEW_ABYSS_EXAMPLE],
  ['latestOldAbyssReport', Honkai3rdOldAbyssData, OLD_ABYSS_EXAMPLE],
  ['battleFieldReport', Honkai3rdBattleFieldData, BATTLE_FIELD_EXAMPLE],
  ['godWar', Honkai3rdGodWarData, GOD_WAR_EXAMPLE],
  ['note', Honkai3rdNoteData, NOTE_EXAMPLE],
];

describe('Starfall Vanguard payloads (OTHER-GAMES §4)', () => {
  it.each(EXAMPLES)('the doc example of %s validates', (_name, schema, example) => {
    expect([...Value.Errors(schema, example)]).toEqual([]);
  });

  const report0 = ['reports', 0];
  const character0 = ['characters', 0, 'character'];
  const run0 = ['records', 0];
  /** Must-send fields and shapes ([gpy-req], §0.5): each change alone makes the payload invalid. */
  const BROKEN: [string, TSchema, unknown, (string | number)[], unknown][] = [
    ['index with new_abyss null', Honkai3rdIndexData, INDEX_EXAMPLE, ['stats', 'new_abyss'], null],
    [
      'index with neither abyss key',
      Honkai3rdIndexData,
      INDEX_EXAMPLE,
      ['stats', 'new_abyss'],
      REMOVE,
    ],
    [
      'index with both abyss keys',
      Honkai3rdIndexData,
      INDEX_EXAMPLE,
      ['stats', 'old_abyss'],
      OLD_ABYSS_SUMMARY,
    ],
    ['index with old_abyss null', Honkai3rdIndexData, OLD_INDEX, ['stats', 'old_abyss'], null],
    [
      'index with an old abyss letter out of range',
      Honkai3rdIndexData,
      OLD_INDEX,
      ['stats', 'old_abyss', 'latest_level'],
      'E',
    ],
    ['index without role', Honkai3rdIndexData, INDEX_EXAMPLE, ['role'], REMOVE],
    [
      'index role without AvatarUrl',
      Honkai3rdIndexData,
      INDEX_EXAMPLE,
      ['role', 'AvatarUrl'],
      REMOVE,
    ],
    [
      'index without battle_field_rank',
      Honkai3rdIndexData,
      INDEX_EXAMPLE,
      ['stats', 'battle_field_rank'],
      REMOVE,
    ],
    [
      'index ranking percentage as a number',
      Honkai3rdIndexData,
      INDEX_EXAMPLE,
      ['stats', 'battle_field_ranking_percentage'],
      4.85,
    ],
    [
      'characters battlesuit id as a number',
      Honkai3rdCharactersData,
      CHARACTERS_EXAMPLE,
      [...character0, 'avatar', 'id'],
      105,
    ],
    [
      'characters without weapon',
      Honkai3rdCharactersData,
      CHARACTERS_EXAMPLE,
      [...character0, 'weapon'],
      REMOVE,
    ],
    [
      'characters without stigmatas',
      Honkai3rdCharactersData,
      CHARACTERS_EXAMPLE,
      [...character0, 'stigmatas'],
      REMOVE,
    ],
    [
      'characters battlesuit without image_path',
      Honkai3rdCharactersData,
      CHARACTERS_EXAMPLE,
      [...character0, 'avatar', 'image_path'],
      REMOVE,
    ],
    [
      'new abyss ELF of rarity 0',
      Honkai3rdNewAbyssData,
      NEW_ABYSS_EXAMPLE,
      [...report0, 'elf', 'rarity'],
      0,
    ],
    [
      'new abyss time as a number',
      Honkai3rdNewAbyssData,
      NEW_ABYSS_EXAMPLE,
      [...report0, 'updated_time_second'],
      1767312000,
    ],
    [
      'new abyss without settled_level',
      Honkai3rdNewAbyssData,
      NEW_ABYSS_EXAMPLE,
      [...report0, 'settled_level'],
      REMOVE,
    ],
    [
      'new abyss boss id as a number',
      Honkai3rdNewAbyssData,
      NEW_ABYSS_EXAMPLE,
      [...report0, 'boss', 'id'],
      60,
    ],
    [
      'new abyss lineup battlesuit without figure_path',
      Honkai3rdNewAbyssData,
      NEW_ABYSS_EXAMPLE,
      [...report0, 'lineup', 0, 'figure_path'],
      REMOVE,
    ],
    ['new abyss without reports', Honkai3rdNewAbyssData, NEW_ABYSS_EXAMPLE, ['reports'], REMOVE],
    [
      'old abyss without elf',
      Honkai3rdOldAbyssData,
      OLD_ABYSS_EXAMPLE,
      [...report0, 'elf'],
      REMOVE,
    ],
    [
      'old abyss of an unknown type',
      Honkai3rdOldAbyssData,
      OLD_ABYSS_EXAMPLE,
      [...report0, 'type'],
      'Abyss',
    ],
    [
      'old abyss without reward_type',
      Honkai3rdOldAbyssData,
      OLD_ABYSS_EXAMPLE,
      [...report0, 'reward_type'],
      REMOVE,
    ],
    [
      'arena rank outside 1–7',
      Honkai3rdBattleFieldData,
      BATTLE_FIELD_EXAMPLE,
      [...report0, 'rank'],
      8,
    ],
    [
      'arena without battle_infos',
      Honkai3rdBattleFieldData,
      BATTLE_FIELD_EXAMPLE,
      [...report0, 'battle_infos'],
      REMOVE,
    ],
    [
      'arena battle without boss',
      Honkai3rdBattleFieldData,
      BATTLE_FIELD_EXAMPLE,
      [...report0, 'battle_infos', 0, 'boss'],
      REMOVE,
    ],
    ['ER signet id 15', Honkai3rdGodWarData, GOD_WAR_EXAMPLE, [...run0, 'buffs', 0, 'id'], 15],
    [
      'ER sigil icon without an id filename',
      Honkai3rdGodWarData,
      GOD_WAR_EXAMPLE,
      [...run0, 'extra_item_icon'],
      'https://example.invalid/ItemIcon/sigil.png',
    ],
    [
      'ER run without main_avatar',
      Honkai3rdGodWarData,
      GOD_WAR_EXAMPLE,
      [...run0, 'main_avatar'],
      REMOVE,
    ],
    ['ER without records', Honkai3rdGodWarData, GOD_WAR_EXAMPLE, ['records'], REMOVE],
    [
      'note schedule_end as a number',
      Honkai3rdNoteData,
      NOTE_EXAMPLE,
      ['god_war', 'schedule_end'],
      1767621600,
    ],
    ['note without ultra_endless', Honkai3rdNoteData, NOTE_EXAMPLE, ['ultra_endless'], REMOVE],
  ];

  it.each(BROKEN)('%s is refused', (_name, schema, example, path, next) => {
    expect(Value.Check(schema, example)).toBe(true);
    expect(Value.Check(schema, edit(example, path, next))).toBe(false);
  });

  it('accepts an ELF left out as null, an empty stigma slot and an empty arena percentage', () => {
    expect(
      Value.Check(Honkai3rdNewAbyssData, edit(NEW_ABYSS_EXAMPLE, [...report0, 'elf'], null)),
    ).toBe(true);
    // The example's third stigma is the empty slot (`id` 0), which genshin.py drops.
    expect(CHARACTERS_EXAMPLE.characters[0]!.character.stigmatas[2]!.id).toBe(0);
    const noPercentage = edit(INDEX_EXAMPLE, ['stats', 'battle_field_ranking_percentage'], '');
    expect(Value.Check(Honkai3rdIndexData, noPercentage)).toBe(true);
  });

  it('takes the server and role of the bound account as its query', () => {
    const query = { server: 'usa01', role_id: '150000123' };
    expect(Value.Check(Honkai3rdRoleQuery, query)).toBe(true);
    expect(Value.Check(Honkai3rdRoleQuery, { ...query, server: 'usa01/../' })).toBe(false);
    expect(Value.Check(Honkai3rdRoleQuery, { role_id: query.role_id })).toBe(false);
  });
});

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
