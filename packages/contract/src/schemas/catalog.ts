import Type, { type Static } from 'typebox';
import { LANG_CODES } from '../languages.js';

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
] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

const LangKey = Type.Union(LANG_CODES.map((l) => Type.Literal(l)));

export const CatalogEntry = Type.Object({
  kind: Type.Union(CATALOG_KINDS.map((k) => Type.Literal(k))),
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
  names: Type.Intersect([
    Type.Object({ 'en-us': Type.String({ minLength: 1 }) }),
    Type.Record(LangKey, Type.String()),
  ]),
  /** Further localized fields (descriptions, effects) per language. */
  texts: Type.Optional(Type.Record(LangKey, Type.Record(Type.String(), Type.String()))),
});
export type CatalogEntry = Static<typeof CatalogEntry>;
