import {
  BH3_TYPES,
  LANG_CODES,
  type Bh3Type,
  type CatalogEntry,
  type Lang,
} from '@chronicle/contract';
import { EPITHETS, SIGIL_SET_NAMES, VALKYRIES, WEAPON_NAMES } from './gear-texts.js';
import {
  BOSS_NAMES,
  COMPANION_NAMES,
  CONDITION_TEXTS,
  OUTFIT_NAMES,
  SIGNET_NAMES,
  perLang,
  type PerLang,
} from './texts.js';

/*
 * Starfall Vanguard's demo catalog: original battlesuits across the six types, their weapons, sigil
 * sets of three pieces (T, M, B), bosses, companions, outfits, signets and Dreamscape conditions.
 * Every name is our own; none is real game text.
 */

interface Suit {
  id: number;
  name: string;
  type: Bh3Type;
  /** The rank the battlesuit starts at (1 B, 2 A, 3 S). */
  baseStar: number;
  weapon: { id: number; name: string; kind: string };
}

/** Twelve battlesuits, two per valkyrie of six, spread across the six types. */
export const SUITS: readonly Suit[] = [
  {
    id: 101,
    name: 'Aurelle: Dawnbreaker',
    type: 'BIO',
    baseStar: 3,
    weapon: { id: 2101, name: 'Dawnsong Pistols', kind: 'Pistol' },
  },
  {
    id: 102,
    name: 'Aurelle: Stormwing',
    type: 'MECH',
    baseStar: 2,
    weapon: { id: 2102, name: 'Galecaller Pistols', kind: 'Pistol' },
  },
  {
    id: 111,
    name: 'Mirae: Crimson Tide',
    type: 'PSY',
    baseStar: 3,
    weapon: { id: 2111, name: 'Scarlet Reverie', kind: 'Katana' },
  },
  {
    id: 112,
    name: 'Mirae: Veilwalker',
    type: 'QUA',
    baseStar: 2,
    weapon: { id: 2112, name: 'Veilrender', kind: 'Katana' },
  },
  {
    id: 121,
    name: 'Tessaly: Ironbloom',
    type: 'MECH',
    baseStar: 3,
    weapon: { id: 2121, name: 'Bloomforge Cannon', kind: 'Cannon' },
  },
  {
    id: 122,
    name: 'Tessaly: Frostlance',
    type: 'IMG',
    baseStar: 3,
    weapon: { id: 2122, name: 'Rimefall Lance', kind: 'Lance' },
  },
  {
    id: 131,
    name: 'Ysolde: Lunar Oath',
    type: 'PSY',
    baseStar: 3,
    weapon: { id: 2131, name: 'Moonsworn Scythe', kind: 'Scythe' },
  },
  {
    id: 132,
    name: 'Ysolde: Gearheart',
    type: 'BIO',
    baseStar: 1,
    weapon: { id: 2132, name: 'Cogwheel Greatsword', kind: 'Greatsword' },
  },
  {
    id: 141,
    name: 'Kaelen: Nightfall Sentinel',
    type: 'SD',
    baseStar: 3,
    weapon: { id: 2141, name: 'Duskwarden Bow', kind: 'Bow' },
  },
  {
    id: 142,
    name: 'Kaelen: Ember Duelist',
    type: 'IMG',
    baseStar: 2,
    weapon: { id: 2142, name: 'Cinderfang Gauntlets', kind: 'Gauntlet' },
  },
  {
    id: 151,
    name: 'Noa: Starchart Archivist',
    type: 'SD',
    baseStar: 3,
    weapon: { id: 2151, name: 'Astrolabe Cross', kind: 'Cross' },
  },
  {
    id: 152,
    name: 'Noa: Thornveil',
    type: 'QUA',
    baseStar: 2,
    weapon: { id: 2152, name: 'Briarthorn Chakram', kind: 'Chakram' },
  },
];

/** Sigil sets: the set's id times ten plus 1, 2, 3 are its T, M and B pieces. */
export const SIGIL_SETS: readonly { id: number; name: string }[] = [
  { id: 310, name: 'Ondine Vale' },
  { id: 320, name: 'Marrowind' },
  { id: 330, name: 'Corvane the Elder' },
  { id: 340, name: 'Isolde Vey' },
  { id: 350, name: 'Pell Arcadia' },
  { id: 360, name: 'Wrenna Rook' },
];
export const SIGIL_SLOTS = ['T', 'M', 'B'] as const;

/** The id of a set's piece in a slot (0 T, 1 M, 2 B). */
export const sigilId = (setId: number, slot: number) => setId + slot + 1;

/** Every language's name of a battlesuit: its valkyrie and epithet, joined as each script does. */
function suitNames(id: number): PerLang {
  const valkyrie = perLang(VALKYRIES[Math.floor(id / 10)] ?? missing('valkyrie', id));
  const epithet = perLang(EPITHETS[id] ?? missing('epithet', id));
  const names: Partial<Record<Lang, string>> = {};
  for (const lang of LANG_CODES) {
    const separator = lang === 'ja-jp' ? '・' : lang.startsWith('zh') ? '·' : ': ';
    names[lang] = `${valkyrie[lang] ?? ''}${separator}${epithet[lang] ?? ''}`;
  }
  return names as PerLang;
}

function missing(what: string, id: number): never {
  throw new Error(`bh3 demo: no ${what} text for ${id}`);
}

/** A sigil piece's name in every language: its set's, then the slot letter clients read. */
function sigilNames(setId: number, slot: string): PerLang {
  const set = perLang(SIGIL_SET_NAMES[setId] ?? missing('sigil set', setId));
  const names: Partial<Record<Lang, string>> = {};
  for (const lang of LANG_CODES) names[lang] = `${set[lang] ?? ''} (${slot})`;
  return names as PerLang;
}

function suitEntries(): CatalogEntry[] {
  return SUITS.flatMap((suit): CatalogEntry[] => [
    {
      kind: 'bh3_battlesuit',
      id: suit.id,
      icon: `/art/bh3_battlesuit/${suit.id}.svg`,
      names: suitNames(suit.id),
      attrs: {
        element: suit.type,
        attribute_id: BH3_TYPES[suit.type].attributeId,
        star: suit.baseStar,
        rarity: suit.baseStar >= 3 ? 5 : 4,
        weapon_type: suit.weapon.kind,
      },
    },
    {
      kind: 'bh3_weapon',
      id: suit.weapon.id,
      icon: `/art/bh3_weapon/${suit.weapon.id}.svg`,
      names: perLang(WEAPON_NAMES[suit.weapon.id] ?? missing('weapon', suit.weapon.id)),
      attrs: { weapon_type: suit.weapon.kind, max_rarity: 5, rarity: 5 },
    },
    // Every battlesuit comes with its own outfit, named after it (the id the API uses: 59000 + id).
    {
      kind: 'bh3_costume',
      id: 59000 + suit.id,
      icon: `/art/bh3_costume/${59000 + suit.id}.svg`,
      names: suitNames(suit.id),
      attrs: { battlesuit: suit.id },
    },
  ]);
}

function sigilEntries(): CatalogEntry[] {
  return SIGIL_SETS.flatMap((set) =>
    SIGIL_SLOTS.map((slot, i): CatalogEntry => {
      const id = sigilId(set.id, i);
      return {
        kind: 'bh3_stigmata',
        id,
        icon: `/art/bh3_stigmata/${id}.svg`,
        // The API's sigil names end in the slot, which clients read.
        names: sigilNames(set.id, slot),
        attrs: { set: set.id, slot, max_rarity: 5, rarity: 5 },
      };
    }),
  );
}

function translated(
  kind: CatalogEntry['kind'],
  rows: Readonly<Record<number, Parameters<typeof perLang>[0]>>,
  attrs: (id: number) => Record<string, string | number> = () => ({}),
): CatalogEntry[] {
  return Object.entries(rows).map(([key, row]) => {
    const id = Number(key);
    return { kind, id, icon: `/art/${kind}/${id}.svg`, names: perLang(row), attrs: attrs(id) };
  });
}

function conditionEntries(): CatalogEntry[] {
  return Object.entries(CONDITION_TEXTS).map(([key, { name, desc }]) => {
    const id = Number(key);
    const descs = perLang(desc);
    const texts = Object.fromEntries(
      Object.entries(descs).map(([lang, text]) => [lang, { desc: text }]),
    );
    return {
      kind: 'bh3_condition',
      id,
      icon: `/art/bh3_condition/${id}.svg`,
      names: perLang(name),
      texts,
      attrs: {},
    };
  });
}

/** Every catalog entry of the Starfall Vanguard demo. */
export function bh3Catalog(): CatalogEntry[] {
  return [
    ...suitEntries(),
    ...sigilEntries(),
    ...translated('bh3_boss', BOSS_NAMES),
    // Companions 1 and 3 are S rank (5), the owl an A rank (4): the only rarities clients accept.
    ...translated('bh3_elf', COMPANION_NAMES, (id) => ({ rarity: id === 2 ? 4 : 5 })),
    ...translated('bh3_costume', OUTFIT_NAMES),
    ...translated('bh3_signet', SIGNET_NAMES),
    ...conditionEntries(),
  ];
}
