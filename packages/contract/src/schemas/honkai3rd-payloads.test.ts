import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Honkai3rdNewAbyssData, Honkai3rdOldAbyssData } from './honkai3rd-abyss.js';
import { Honkai3rdBattleFieldData } from './honkai3rd-battle-field.js';
import { Honkai3rdCharactersData } from './honkai3rd-character.js';
import { Honkai3rdRoleQuery } from './honkai3rd-common.js';
import { Honkai3rdGodWarData } from './honkai3rd-god-war.js';
import { Honkai3rdIndexData } from './honkai3rd-index.js';
import { Honkai3rdNoteData } from './honkai3rd-notes.js';
import {
  BATTLE_FIELD_EXAMPLE,
  CHARACTERS_EXAMPLE,
  GOD_WAR_EXAMPLE,
  INDEX_EXAMPLE,
  NEW_ABYSS_EXAMPLE,
  NOTE_EXAMPLE,
  OLD_ABYSS_EXAMPLE,
  OLD_ABYSS_SUMMARY,
} from './honkai3rd-examples.fixtures.js';
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

// docs/reference/other-games.md#second-game-records
describe('Starfall Vanguard payloads', () => {
  it.each(EXAMPLES)('the doc example of %s validates', (_name, schema, example) => {
    expect([...Value.Errors(schema, example)]).toEqual([]);
  });

  const report0 = ['reports', 0];
  const character0 = ['characters', 0, 'character'];
  const run0 = ['records', 0];
  /**
   * Must-send fields and shapes ([gpy-req], docs/reference/other-games.md#client-quirks): each
   * change alone makes the payload invalid.
   */
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
