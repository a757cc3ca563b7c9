import type { IndexSnapshot } from '@chronicle/contract';
import type { CatalogCollector } from '../parse-kit.js';
import type { RelicAnswer, RosterAnswer, WeaponAnswer } from './avatar-shapes.js';
import { compact, opt } from './read.js';

/*
 * The avatar shapes the overview, the roster and the detail share (checked by `avatar-shapes.ts`):
 * what the `index` snapshot keeps of a character (ids and numbers) and what goes to the catalog
 * (names, art, neutral facts).
 */

export type SnapshotAvatar = IndexSnapshot['avatars'][number];
type Weapon = NonNullable<SnapshotAvatar['weapon']>;
type Relic = NonNullable<SnapshotAvatar['relics']>[number];

/** What one answer tells about an avatar: its fields, to merge over the stored ones. */
export type AvatarPatch = Pick<
  SnapshotAvatar,
  'id' | 'level' | 'fetter' | 'actived_constellation_num'
> &
  Partial<SnapshotAvatar>;

type Core = Pick<
  RosterAnswer,
  | 'id'
  | 'level'
  | 'fetter'
  | 'actived_constellation_num'
  | 'is_chosen'
  | 'element'
  | 'name'
  | 'rarity'
  | 'image'
  | 'side_icon'
>;

/**
 * The fields every avatar shape carries. The element is kept in the snapshot as well as in the
 * catalog: the traveller and the mirror doll change element per role, and the snapshot's wins.
 */
export function avatarCore(a: Core, catalog: CatalogCollector): AvatarPatch {
  catalog.add('character', a.id, {
    name: opt(a.name),
    attrs: {
      rarity: opt(a.rarity),
      image: opt(a.image),
      side_icon: opt(a.side_icon),
      element: a.element || undefined,
    },
  });
  return compact({
    id: a.id,
    level: a.level,
    fetter: a.fetter,
    actived_constellation_num: a.actived_constellation_num,
    is_chosen: opt(a.is_chosen),
    element: opt(a.element),
  });
}

/** A roster row (`character/list`) or a detail's `base`: the core plus the icon and weapon type. */
export function rosterCore(a: RosterAnswer, catalog: CatalogCollector): AvatarPatch {
  catalog.add('character', a.id, { icon: opt(a.icon), attrs: { weapon_type: opt(a.weapon_type) } });
  return avatarCore(a, catalog);
}

/** A weapon summary: level and refinement for the snapshot, the rest for the catalog. */
export function weaponOf(w: WeaponAnswer, catalog: CatalogCollector): Weapon {
  catalog.add('weapon', w.id, {
    name: opt(w.name),
    icon: opt(w.icon),
    attrs: { type: opt(w.type), rarity: opt(w.rarity) },
  });
  return { id: w.id, level: w.level, affix_level: w.affix_level };
}

/** A relic summary; its set's bonuses become the set's `affix<n>` texts. */
export function relicOf(r: RelicAnswer, catalog: CatalogCollector): Relic {
  catalog.add('relic', r.id, {
    name: opt(r.name),
    icon: opt(r.icon),
    texts: { pos_name: opt(r.pos_name) },
  });
  const bonuses: Record<string, string> = {};
  for (const affix of r.set.affixes ?? [])
    bonuses[`affix${affix.activation_number}`] = affix.effect;
  catalog.add('relic_set', r.set.id, { name: opt(r.set.name), texts: bonuses });
  return { id: r.id, pos: r.pos, rarity: r.rarity, level: r.level, set_id: r.set.id };
}

/** `patch` over the stored avatar: fields the answer did not carry stay as they were. */
export function mergeAvatar(
  stored: SnapshotAvatar | undefined,
  patch: AvatarPatch,
): SnapshotAvatar {
  return { ...stored, ...compact(patch) };
}
