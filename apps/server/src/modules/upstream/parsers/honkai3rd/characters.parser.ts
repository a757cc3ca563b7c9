import type { Honkai3rdCharactersSnapshot } from '@chronicle/contract';
import { type CatalogCollector, type UpstreamAnswer } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { arrMax, count, intIn, nonEmpty, optCount, readSuit } from './shared.js';

type StoredCharacter = Honkai3rdCharactersSnapshot['characters'][number];
type StoredEquip = NonNullable<StoredCharacter['stigmatas'][number]>;

/** A weapon or sigil: its stars and level for the snapshot, its name and icon for the catalog. */
function readEquip(
  r: Reader,
  kind: 'bh3_weapon' | 'bh3_stigmata',
  catalog: CatalogCollector,
): StoredEquip {
  const id = intIn(r, 'id', 1);
  catalog.add(kind, id, { name: nonEmpty(r.optStr('name')), icon: nonEmpty(r.optStr('icon')) });
  return {
    id,
    rarity: count(r, 'rarity'),
    max_rarity: count(r, 'max_rarity'),
    level: count(r, 'level'),
  };
}

/** The three sigil slots T, M and B; an empty one (id 0) is stored as null. */
const readSigils = (items: readonly Reader[], catalog: CatalogCollector) =>
  items.map((item) => {
    const slot = item.asObj();
    return slot.int('id') === 0 ? null : readEquip(slot, 'bh3_stigmata', catalog);
  });

function readCharacter(item: Reader, catalog: CatalogCollector): StoredCharacter {
  const c = item.obj('character');
  const avatar = c.obj('avatar');
  const suit = readSuit(avatar, catalog);
  const weaponReader = c.obj('weapon');
  const homology = optCount(weaponReader, 'homology_level');
  const weapon = {
    ...readEquip(weaponReader, 'bh3_weapon', catalog),
    ...(homology === undefined ? {} : { homology_level: homology }),
  };
  const costumeIds = c.optArr('costumes').map((costume) => {
    const r = costume.asObj();
    const id = r.int('id');
    catalog.add('bh3_costume', id, {
      name: nonEmpty(r.optStr('name')),
      icon: nonEmpty(r.optStr('icon')),
    });
    return id;
  });
  return {
    id: suit.id,
    level: intIn(avatar, 'level', 1, 100),
    star: suit.star,
    is_chosen: item.bool('is_chosen'),
    weapon,
    stigmatas: readSigils(arrMax(c, 'stigmatas', 3), catalog),
    costume_ids: costumeIds,
  };
}

/**
 * The battlesuit list (`bh3_characters`): each suit with its level, rank, weapon, sigils and
 * outfits as ids; names and icons of all of them go to the catalog. The presenter sorts the list
 * itself, so the answer's order is not kept.
 */
export function parseCharacters(
  answer: UpstreamAnswer,
  catalog: CatalogCollector,
): Honkai3rdCharactersSnapshot {
  const r = Reader.of(answer);
  return { characters: r.arr('characters').map((item) => readCharacter(item.asObj(), catalog)) };
}
