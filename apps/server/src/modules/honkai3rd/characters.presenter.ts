import type {
  Honkai3rdCharactersData,
  Honkai3rdCharactersSnapshot,
  Honkai3rdEquip,
} from '@chronicle/contract';
import { presentBattlesuit, type PresentContext } from './shared.presenter.js';

type StoredCharacter = Honkai3rdCharactersSnapshot['characters'][number];
type StoredEquip = StoredCharacter['stigmatas'][number];

/**
 * An empty sigil slot as the API sends it: id 0, which genshin.py drops
 * (docs/reference/other-games.md#second-game-characters).
 */
const EMPTY_SLOT: Honkai3rdEquip = {
  id: 0,
  name: '',
  rarity: 0,
  max_rarity: 0,
  icon: '',
  level: 0,
  wiki_url: '',
};

function presentEquip(
  kind: 'bh3_weapon' | 'bh3_stigmata',
  equip: NonNullable<StoredEquip>,
  ctx: PresentContext,
): Honkai3rdEquip {
  const entry = ctx.catalog.get(kind, equip.id, ctx.lang);
  return {
    id: equip.id,
    name: entry?.name || equip.name || '',
    rarity: equip.rarity,
    max_rarity: equip.max_rarity,
    icon: ctx.absolute(entry?.icon || equip.icon || `/art/${kind}/${equip.id}.svg`),
    level: equip.level,
    wiki_url: '',
  };
}

function presentCharacter(c: StoredCharacter, ctx: PresentContext) {
  // Always three slots, T, M and B, so a client indexing by slot finds each one.
  const slots = [0, 1, 2].map((i) => c.stigmatas[i] ?? null);
  return {
    is_chosen: c.is_chosen ?? false,
    character: {
      avatar: presentBattlesuit(c, ctx, c.level),
      weapon: {
        ...presentEquip('bh3_weapon', c.weapon, ctx),
        homology_level: c.weapon.homology_level ?? 0,
      },
      stigmatas: slots.map((s) => (s ? presentEquip('bh3_stigmata', s, ctx) : EMPTY_SLOT)),
      costumes: (c.costume_ids ?? []).map((id) => {
        const entry = ctx.catalog.get('bh3_costume', id, ctx.lang);
        return {
          id,
          name: entry?.name ?? '',
          icon: ctx.absolute(entry?.icon || `/art/bh3_costume/${id}.svg`),
        };
      }),
    },
  };
}

/** GET characters: the shown battlesuit first, then by rank and level, as the game lists them. */
export function presentCharacters(
  snapshot: Honkai3rdCharactersSnapshot | undefined,
  ctx: PresentContext,
): Honkai3rdCharactersData {
  const list = [...(snapshot?.characters ?? [])].sort(
    (a, b) =>
      Number(b.is_chosen ?? false) - Number(a.is_chosen ?? false) ||
      b.star - a.star ||
      b.level - a.level ||
      a.id - b.id,
  );
  return { characters: list.map((c) => presentCharacter(c, ctx)) };
}
