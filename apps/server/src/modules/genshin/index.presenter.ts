import { SERVER_TEXT, type IndexData, type IndexSnapshot, type Lang } from '@chronicle/contract';
import type { Static } from 'typebox';
import type { IndexAvatar, IndexRelic, IndexWeapon } from '@chronicle/contract';
import type { Catalog, CatalogAttr } from '../catalog/catalog.service.js';
import { presentHomes, presentRegions } from './exploration.presenter.js';
import type { Absolutize } from '../../http/absolute-url.js';

type Avatar = Static<typeof IndexAvatar>;
type Weapon = Static<typeof IndexWeapon>;
type Relic = Static<typeof IndexRelic>;
type SnapshotAvatar = IndexSnapshot['avatars'][number];

/** How many avatars a visitor sees when character details are private and none is chosen. */
export const SHOWCASE_SIZE = 8;

export interface IndexRoleInfo {
  nickname: string;
  level: number;
  region: string;
}

export interface PresentIndexInput {
  role: IndexRoleInfo;
  snapshot: IndexSnapshot | undefined;
  catalog: Catalog;
  lang: Lang;
  /** 1 adds weapon and relic summaries to avatars. */
  avatarListType: number;
  /** A visitor without access to character details sees the showcase only. */
  showcaseOnly: boolean;
  /** The owner's showcase picks (`character/top`); they decide `is_chosen` when present. */
  showcaseIds?: readonly number[] | undefined;
  absolute: Absolutize;
  /** Fallback head icon when the snapshot has none (relative or absolute). */
  defaultHeadIcon: string;
}

export const str = (value: CatalogAttr | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
export const int = (value: CatalogAttr | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : undefined;

/**
 * Rarity as a sortable star count: collab characters carry 105
 * (docs/reference/hoyolab-api.md#player-overview).
 */
const stars = (rarity: number) => (rarity > 100 ? rarity - 100 : rarity);

/** rarity desc, level desc, fetter desc, id asc (the order the overview shows). */
export function compareAvatars(a: Avatar, b: Avatar): number {
  return (
    stars(b.rarity) - stars(a.rarity) || b.level - a.level || b.fetter - a.fetter || a.id - b.id
  );
}

/** The chosen avatars, else the 8 with the highest friendship (ties in overview order). */
export function showcase(avatars: readonly Avatar[]): Avatar[] {
  const chosen = avatars.filter((a) => a.is_chosen);
  if (chosen.length > 0) return chosen;
  return [...avatars]
    .sort((a, b) => b.fetter - a.fetter || compareAvatars(a, b))
    .slice(0, SHOWCASE_SIZE)
    .sort(compareAvatars);
}

function presentWeapon(
  weapon: NonNullable<SnapshotAvatar['weapon']>,
  { catalog, lang, absolute }: PresentIndexInput,
): Weapon {
  const entry = catalog.get('weapon', weapon.id, lang);
  return {
    id: weapon.id,
    icon: absolute(entry?.icon),
    type: weapon.type ?? int(entry?.attrs.type) ?? 0,
    rarity: weapon.rarity ?? int(entry?.attrs.rarity) ?? 0,
    level: weapon.level,
    affix_level: weapon.affix_level,
    name: entry?.name ?? weapon.name ?? String(weapon.id),
  };
}

type StoredRelic = NonNullable<SnapshotAvatar['relics']>[number];

/**
 * A relic's catalog-resolved summary (name, icon, slot, set with its 2/4-piece effects); the
 * overview and the character detail add their own property lists to it.
 */
export function presentRelicSummary(
  relic: StoredRelic,
  { catalog, lang, absolute }: Pick<PresentIndexInput, 'catalog' | 'lang' | 'absolute'>,
): Omit<Relic, 'main_property' | 'sub_property_list'> {
  const entry = catalog.get('relic', relic.id, lang);
  const set = catalog.get('relic_set', relic.set_id, lang);
  const affixes = [2, 4]
    .map((n) => ({ activation_number: n, effect: set?.text(`affix${n}`) ?? '' }))
    .filter((a) => a.effect !== '');
  return {
    id: relic.id,
    name: entry?.name ?? String(relic.id),
    icon: absolute(entry?.icon),
    pos: relic.pos,
    rarity: relic.rarity,
    level: relic.level,
    set: { id: relic.set_id, name: set?.name ?? String(relic.set_id), affixes },
    pos_name: entry?.text('pos_name') ?? '',
  };
}

function presentRelics(relics: StoredRelic[], input: PresentIndexInput): Relic[] {
  return relics.map((relic) => ({
    ...presentRelicSummary(relic, input),
    main_property: null,
    sub_property_list: [],
  }));
}

/**
 * The fields every avatar shape shares (overview, roster row), resolved through the catalog; the
 * snapshot's element wins because travellers change element. Also returns the catalog attributes
 * for the caller's own fields.
 */
export function presentAvatarCore(
  avatar: SnapshotAvatar,
  { catalog, lang, absolute }: Pick<PresentIndexInput, 'catalog' | 'lang' | 'absolute'>,
) {
  const entry = catalog.get('character', avatar.id, lang);
  const attrs = entry?.attrs ?? {};
  const art = (key: string) => absolute(str(attrs[key]) ?? entry?.icon);
  return {
    attrs,
    art,
    icon: absolute(entry?.icon),
    core: {
      id: avatar.id,
      name: entry?.name ?? avatar.name ?? String(avatar.id),
      element: avatar.element ?? str(attrs.element) ?? '',
      fetter: avatar.fetter,
      level: avatar.level,
      rarity: avatar.rarity ?? int(attrs.rarity) ?? 0,
      actived_constellation_num: avatar.actived_constellation_num,
      image: art('image'),
      is_chosen: avatar.is_chosen ?? false,
      side_icon: art('side_icon'),
    },
  };
}

function presentAvatar(avatar: SnapshotAvatar, input: PresentIndexInput): Avatar {
  const { core, art } = presentAvatarCore(avatar, input);
  const detailed = input.avatarListType === 1;
  return {
    ...core,
    card_image: art('card_image'),
    weapon: detailed && avatar.weapon ? presentWeapon(avatar.weapon, input) : null,
    relics: detailed && avatar.relics ? presentRelics(avatar.relics, input) : [],
  };
}

/** Statistics of a role without any ingested data: zeros and `-`. */
export function emptyStats(): IndexData['stats'] {
  return {
    active_day_number: 0,
    achievement_number: 0,
    avatar_number: 0,
    full_fetter_avatar_num: 0,
    way_point_number: 0,
    domain_number: 0,
    spiral_abyss: '-',
    anemoculus_number: 0,
    geoculus_number: 0,
    electroculus_number: 0,
    dendroculus_number: 0,
    hydroculus_number: 0,
    pyroculus_number: 0,
    moonoculus_number: 0,
    common_chest_number: 0,
    exquisite_chest_number: 0,
    precious_chest_number: 0,
    luxurious_chest_number: 0,
    magic_chest_number: 0,
    role_combat: { is_unlock: false, max_round_id: 0, has_data: false, has_detail_data: false },
    hard_challenge: { is_unlock: false, difficulty: 0, name: '', has_data: false },
    field_ext_map: {},
  };
}

/**
 * The snapshot's statistics with the hard-challenge difficulty named in the request language (the
 * snapshot's own name, e.g. from a replayed payload, is kept for difficulties outside 1–6).
 */
function presentStats(stats: IndexSnapshot['stats'], lang: Lang): IndexData['stats'] {
  const { difficulty } = stats.hard_challenge;
  const name = SERVER_TEXT[lang].hardChallengeDifficulties[difficulty - 1];
  return {
    ...emptyStats(),
    ...stats,
    hard_challenge: { ...stats.hard_challenge, name: name ?? stats.hard_challenge.name },
  };
}

/**
 * Builds the docs/reference/hoyolab-api.md#player-overview overview from a language-neutral
 * snapshot and the catalog. Never throws on missing catalog entries: it falls back to snapshot
 * fields, then to ''/the id.
 */
export function presentIndex(input: PresentIndexInput): IndexData {
  const { role, snapshot, absolute } = input;
  const picks = input.showcaseIds?.length ? new Set(input.showcaseIds) : undefined;
  const avatars = (snapshot?.avatars ?? [])
    .map((a) => (picks ? { ...a, is_chosen: picks.has(a.id) } : a))
    .map((a) => presentAvatar(a, input))
    .sort(compareAvatars);
  return {
    role: {
      AvatarUrl: '',
      nickname: snapshot?.role.nickname ?? role.nickname,
      region: role.region,
      level: snapshot?.role.level ?? role.level,
      game_head_icon: absolute(snapshot?.role.game_head_icon || input.defaultHeadIcon),
    },
    avatars: input.showcaseOnly ? showcase(avatars) : avatars,
    stats: snapshot ? presentStats(snapshot.stats, input.lang) : emptyStats(),
    city_explorations: [],
    world_explorations: snapshot ? presentRegions(snapshot.world_explorations, input) : [],
    homes: snapshot ? presentHomes(snapshot.homes, input) : [],
  };
}
