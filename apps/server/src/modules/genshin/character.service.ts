import {
  RELIC_PROPERTY_OPTIONS,
  type CharacterDetail,
  type CharacterDetailData,
  type DataOf,
  type Lang,
  type RelicPropertyLists,
  type endpoints,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import type { Viewer } from '../../http/request-context.js';
import { assertCanReadRole, assertCanReadRoleDetails } from '../policy/policy.service.js';
import { indexSnapshotById, latestIndexVersion, versionKey } from '../records/records.service.js';
import { IndexCache } from './index-cache.js';
import { avatarsOf, roleBuilds, type LegacyRow, type RoleBuilds } from './role-builds.js';
import { preferencesOf } from './character-preferences.repository.js';
import {
  filterAndSort,
  presentConstellations,
  presentCostumes,
  presentDetail,
  presentDetailWeapon,
  presentListItem,
  weaponTypeName,
  type ListFilter,
  type PresentContext,
} from './character.presenter.js';
import { str } from './index.presenter.js';
import type { GenshinDeps } from './genshin.service.js';
import { answerOrigin } from '../../http/absolute-url.js';

/** What the character services need (the roster keeps its own cache, below). */
export type CharacterDeps = Omit<GenshinDeps, 'cache'>;

type ListData = DataOf<typeof endpoints.genshin.characterList>;
type LegacyData = DataOf<typeof endpoints.genshin.character>;
type BasicInfoData = DataOf<typeof endpoints.genshin.avatarBasicInfo>;

export interface RoleRequest {
  role_id: string | number;
  server: string;
}

async function context(deps: CharacterDeps, lang: Lang): Promise<PresentContext> {
  return { catalog: await deps.catalog.current(), lang, absolute: deps.absolute };
}

/** Resolves the role and asks the policy: details (switch 2) or only the chronicle (switch 1). */
async function readableRole(
  deps: CharacterDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  details: boolean,
) {
  const roleId = String(request.role_id);
  const access = details
    ? await assertCanReadRoleDetails(deps.db, viewer, MAIN_GAME_ID, roleId, request.server)
    : await assertCanReadRole(deps.db, viewer, MAIN_GAME_ID, roleId, {
        kind: 'characters',
        server: request.server,
      });
  return access.role;
}

/**
 * POST character/list, as UTF-8 bytes ready to send: the roster, filtered and sorted as the body
 * asks, serialized by `serialize`; another user needs switch 1.
 */
export async function getCharacterListJson(
  deps: CharacterDeps,
  viewer: Viewer | null,
  request: RoleRequest & ListFilter,
  lang: Lang,
  serialize: (data: ListData) => string,
): Promise<Buffer> {
  const role = await readableRole(deps, viewer, request, false);
  const [version, ctx] = await Promise.all([
    latestIndexVersion(deps.db, role.game_role_id),
    context(deps, lang),
  ]);
  // The presented roster of a snapshot, catalog and language, kept like the overview's answers
  // (index-cache.ts): reading and presenting a 100 KB snapshot on every request cost five times
  // the rest of the request. Each filter and order of it is kept too, as the bytes sent (and with
  // them their compressed copies, http/compression.ts): bots ask for the same list over and over.
  const key = [
    role.game_role_id,
    versionKey(version),
    ctx.catalog.generation,
    lang,
    // The icons' origin, where answers follow the request's (no PUBLIC_URL).
    answerOrigin(),
  ].join('|');
  const answerKey = `${key}|${filterKey(request)}`;
  const kept = answers.get(answerKey);
  if (kept) return kept;
  let items = rosters.get(key);
  if (!items) {
    const snapshot = version ? await indexSnapshotById(deps.db, version.id) : undefined;
    items = avatarsOf(snapshot).map((a) => presentListItem(a, ctx));
    rosters.set(key, items);
  }
  const json = Buffer.from(serialize({ list: filterAndSort(items, request) }));
  answers.set(answerKey, json);
  return json;
}

/** What of a list request decides its answer beyond the roster: the order and both filters. */
function filterKey(filter: ListFilter): string {
  const elements = (filter.elements ?? []).map((e) => e.toLowerCase()).sort();
  const weaponTypes = [...(filter.weapon_type ?? [])].sort((a, b) => a - b);
  return `${filter.sort_type ?? 0};${elements.join(',')};${weaponTypes.join(',')}`;
}

/** Presented rosters (keys in getCharacterListJson: catalog generations are unique per process). */
const rosters = new IndexCache<ListData['list']>();

/** Serialized lists, per roster key and filter. */
const answers = new IndexCache<Buffer>();

function propertyTypesOf(detail: CharacterDetail, into: Set<number>): void {
  const { weapon, relics, recommend_relic_property: recommend } = detail;
  if (weapon) {
    into.add(weapon.main_property.property_type);
    if (weapon.sub_property) into.add(weapon.sub_property.property_type);
  }
  for (const relic of relics) {
    into.add(relic.main_property.property_type);
    for (const sub of relic.sub_property_list) into.add(sub.property_type);
  }
  const panels = [
    detail.selected_properties,
    detail.base_properties,
    detail.extra_properties,
    detail.element_properties,
  ];
  for (const panel of panels) for (const prop of panel) into.add(prop.property_type);
  addLists(recommend.recommend_properties, into);
  if (recommend.custom_properties) addLists(recommend.custom_properties, into);
}

function addLists(lists: RelicPropertyLists, into: Set<number>): void {
  for (const list of Object.values(lists)) for (const id of list) into.add(id);
}

/**
 * `property_map` covering every id used (clients fail on a missing key,
 * docs/reference/hoyolab-api.md#character-detail).
 */
export function propertyMap(
  types: ReadonlySet<number>,
  ctx: PresentContext,
): CharacterDetailData['property_map'] {
  const map: CharacterDetailData['property_map'] = {};
  for (const type of [...types].sort((a, b) => a - b)) {
    const entry = ctx.catalog.get('property', type, ctx.lang);
    const name = entry?.name ?? String(type);
    map[String(type)] = {
      property_type: type,
      name,
      icon: ctx.absolute(entry?.icon),
      filter_name: entry?.text('filter_name') || name,
    };
  }
  return map;
}

/** id → the catalog's `wiki_url` attribute (made absolute), for the ids whose entry has one. */
function wikiMap(
  ctx: PresentContext,
  kind: 'character' | 'weapon' | 'relic',
  ids: Iterable<number>,
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const id of ids) {
    const url = str(ctx.catalog.get(kind, id, 'en-us')?.attrs.wiki_url);
    if (url) map[String(id)] = ctx.absolute(url);
  }
  return map;
}

/**
 * POST character/detail: full builds of the requested characters the role owns (unknown ids are
 * left out); another user needs switches 1 and 2.
 */
export async function getCharacterDetail(
  deps: CharacterDeps,
  viewer: Viewer | null,
  request: RoleRequest & { character_ids: readonly number[] },
  lang: Lang,
): Promise<CharacterDetailData> {
  const role = await readableRole(deps, viewer, request, true);
  const [{ owned, buildOf }, preferences, ctx] = await Promise.all([
    roleBuilds(deps.db, role.game_role_id),
    preferencesOf(deps.db, role.game_role_id),
    context(deps, lang),
  ]);
  const ids = [...new Set(request.character_ids)].filter((id) => owned.has(id));
  const list = ids.flatMap((id) => {
    const avatar = owned.get(id);
    // The owner's stored choice (set_recommend_prop) wins over the one the last ingest carried.
    const custom = preferences.has(id) ? { custom: preferences.get(id) ?? null } : {};
    return avatar ? [presentDetail(avatar, buildOf.get(id), ctx, custom)] : [];
  });
  const types = new Set<number>();
  addLists(RELIC_PROPERTY_OPTIONS, types);
  for (const detail of list) propertyTypesOf(detail, types);
  return {
    list,
    property_map: propertyMap(types, ctx),
    relic_property_options: RELIC_PROPERTY_OPTIONS,
    relic_wiki: wikiMap(
      ctx,
      'relic',
      list.flatMap((d) => d.relics.map((r) => r.id)),
    ),
    weapon_wiki: wikiMap(
      ctx,
      'weapon',
      list.flatMap((d) => (d.weapon ? [d.weapon.id] : [])),
    ),
    avatar_wiki: wikiMap(ctx, 'character', ids),
  };
}

/**
 * Legacy POST character, as UTF-8 bytes ready to send: every (or the requested) character with
 * gear and constellations; another user needs switches 1 and 2.
 */
export async function getLegacyCharactersJson(
  deps: CharacterDeps,
  viewer: Viewer | null,
  request: RoleRequest & { character_ids?: readonly number[] | undefined },
  lang: Lang,
  serialize: (data: LegacyData) => string,
): Promise<Buffer> {
  const role = await readableRole(deps, viewer, request, true);
  const [builds, ctx] = await Promise.all([
    roleBuilds(deps.db, role.game_role_id),
    context(deps, lang),
  ]);
  // Every character presented once per snapshot versions, catalog, language and icon origin, and
  // the answers sent last kept as bytes: all of a role's characters serialize to 100 KB or more.
  const rowsKey = `${ctx.catalog.generation}|${lang}|${answerOrigin()}`;
  const wanted = request.character_ids && [...new Set(request.character_ids)].sort((a, b) => a - b);
  const answerKey = [rowsKey, role.nickname, role.level, role.region, wanted ?? '*'].join('|');
  const kept = builds.legacyAnswers.get(answerKey);
  if (kept) return kept;
  let rows = builds.legacyRows.get(rowsKey);
  if (!rows) {
    rows = legacyRows(builds, ctx);
    builds.legacyRows.set(rowsKey, rows);
  }
  const only = wanted && new Set(wanted);
  const { snapshot } = builds;
  const json = Buffer.from(
    serialize({
      avatars: only ? rows.filter((row) => only.has(row.id)) : rows,
      role: {
        AvatarUrl: '',
        nickname: snapshot?.role.nickname ?? role.nickname,
        region: role.region,
        level: snapshot?.role.level ?? role.level,
      },
    }),
  );
  builds.legacyAnswers.set(answerKey, json);
  return json;
}

/** The legacy answer's rows of every character of the overview, in the overview's order. */
function legacyRows(builds: RoleBuilds, ctx: PresentContext): LegacyRow[] {
  const rows = avatarsOf(builds.snapshot).map((avatar) => {
    const build = builds.buildOf.get(avatar.id);
    const item = presentListItem(avatar, ctx);
    const entry = ctx.catalog.get('character', avatar.id, ctx.lang);
    const weapon = presentDetailWeapon(avatar, build, ctx);
    const relics = presentDetail(avatar, build, ctx).relics;
    return {
      item,
      row: {
        id: item.id,
        image: item.image,
        icon: item.icon,
        name: item.name,
        element: item.element,
        fetter: item.fetter,
        level: item.level,
        rarity: item.rarity,
        actived_constellation_num: item.actived_constellation_num,
        card_image: ctx.absolute(str(entry?.attrs.card_image) ?? entry?.icon),
        is_chosen: item.is_chosen,
        weapon: weapon && {
          id: weapon.id,
          name: weapon.name,
          icon: weapon.icon,
          type: weapon.type,
          rarity: weapon.rarity,
          level: weapon.level,
          promote_level: weapon.promote_level,
          type_name: weapon.type_name,
          desc: weapon.desc,
          affix_level: weapon.affix_level,
        },
        reliquaries: relics.map(
          ({ main_property: _main, sub_property_list: _subs, ...relic }) => relic,
        ),
        constellations: presentConstellations(avatar, build, ctx),
        costumes: presentCostumes(build, ctx),
        external: null,
      },
    };
  });
  const order = new Map(
    filterAndSort(
      rows.map((r) => r.item),
      {},
    ).map((item, i) => [item.id, i]),
  );
  rows.sort((a, b) => (order.get(a.item.id) ?? 0) - (order.get(b.item.id) ?? 0));
  return rows.map((r) => r.row);
}

/** POST avatarBasicInfo: catalog facts of characters (ids the catalog does not know are left out). */
export async function getAvatarBasicInfo(
  deps: CharacterDeps,
  characterIds: readonly number[],
  lang: Lang,
): Promise<BasicInfoData> {
  const ctx = await context(deps, lang);
  const avatars = [...new Set(characterIds)].flatMap((id) => {
    const entry = ctx.catalog.get('character', id, lang);
    if (!entry) return [];
    const weaponType = typeof entry.attrs.weapon_type === 'number' ? entry.attrs.weapon_type : 0;
    const rarity = typeof entry.attrs.rarity === 'number' ? entry.attrs.rarity : 0;
    return [
      {
        id,
        image: ctx.absolute(str(entry.attrs.image) ?? entry.icon),
        icon: ctx.absolute(entry.icon),
        name: entry.name,
        element: str(entry.attrs.element) ?? '',
        rarity,
        weapon_type: weaponType,
        weapon_type_name: weaponTypeName(weaponType, ctx),
      },
    ];
  });
  return { avatars };
}
