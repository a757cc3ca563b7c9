import Type, { type Static, type TOptional, type TSchema } from 'typebox';
import { LANG_CODES, type Lang } from '../languages.js';

/**
 * Kinds of game text the catalog holds. Snapshots carry ids of these; names (per language), icons
 * and language-neutral attributes come from the catalog at read time.
 */
export const CATALOG_KINDS = [
  'character',
  'weapon',
  'relic',
  'relic_set',
  'region',
  'area',
  'offering',
  'boss',
  'tribe',
  'home',
  'comfort_level',
  'constellation',
  'skill',
  'costume',
  'property',
  'weapon_type',
  'monster',
  'ley_line',
  'archon_quest',
  // Issue 4: achievement categories and Trial of Dread season titles, named per language.
  'achievement_category',
  'hard_challenge_season',
  // Card Duel: cards, card backs and its terms (tags, sources, match types, medals, opponents, seasons).
  'gcg_card',
  'gcg_card_back',
  'gcg_term',
  // Seasonal events: stages, runs and chapters of every event, and their reward items.
  'event_stage',
  'event_item',
  // Stellar Transit (the third game): its own kinds, so its ids never meet the main game's.
  'hsr_character',
  'hsr_light_cone',
  'hsr_relic',
  'hsr_property',
  'hsr_trace',
  'hsr_season',
  'hsr_floor',
  'hsr_buff',
  'hsr_boss',
  'hsr_assignment',
  'hsr_rogue_world',
  'hsr_rogue_path',
  'hsr_blessing',
  'hsr_curio',
  // Starfall Vanguard (the second game).
  'bh3_battlesuit',
  'bh3_weapon',
  'bh3_stigmata',
  'bh3_boss',
  'bh3_elf',
  'bh3_costume',
  'bh3_signet',
  'bh3_condition',
] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

// Enum and explicit per-language properties rather than `Union(map(...))`/`Record(union)`: those
// infer `never` keys or require all 15 languages.
/** One optional string per language; typed per key so `names['ja-jp']` is `string | undefined`. */
const optionalPerLang = <S extends TSchema>(schema: S) =>
  Object.fromEntries(LANG_CODES.map((l) => [l, Type.Optional(schema)])) as {
    [K in Lang]: TOptional<S>;
  };

const TextMap = Type.Record(Type.String(), Type.String());

export const CatalogEntry = Type.Object({
  kind: Type.Enum(CATALOG_KINDS),
  id: Type.Integer(),
  icon: Type.Optional(Type.String({ maxLength: 2048 })),
  /** Language-neutral attributes, e.g. a character's element, rarity, weapon_type, image URLs. */
  attrs: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
    ),
  ),
  /** Name per language; `en-us` is required and the fallback for a missing language. */
  names: Type.Object({ ...optionalPerLang(Type.String()), 'en-us': Type.String({ minLength: 1 }) }),
  /** Further localized fields (descriptions, effects) per language. */
  texts: Type.Optional(Type.Object(optionalPerLang(TextMap))),
});
export type CatalogEntry = Static<typeof CatalogEntry>;
