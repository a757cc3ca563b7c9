import {
  RELIC_PROPERTY_OPTIONS,
  RETCODE,
  SERVER_TEXT,
  type CharacterInfo,
  type DataOf,
  type ExternalContentData,
  type IndexSnapshot,
  type Lang,
  type RelicPropertyLists,
  type endpoints,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import { webLinkOrEmpty } from '../../http/absolute-url.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import { assertCanChangeOwnRole, assertCanReadRecords } from '../policy/policy.service.js';
import { derivedFromLatest, latestIndexSnapshot } from '../records/records.service.js';
import { cachePerDatabase } from './index-cache.js';
import { weaponTypeName, type PresentContext } from './character.presenter.js';
import { savePreference } from './character-preferences.repository.js';
import type { CharacterDeps, RoleRequest } from './character.service.js';
import { headIconOf } from './genshin.service.js';
import { int, str } from './index.presenter.js';

type RoleBasicInfoData = DataOf<typeof endpoints.genshin.roleBasicInfo>;

/** Catalog text keys of a character's facts, in display order (labels in the server text). */
export const FACT_KEYS = ['affiliation', 'birthday', 'constellation'] as const;

async function context(deps: CharacterDeps, lang: Lang): Promise<PresentContext> {
  return { catalog: await deps.catalog.current(), lang, absolute: deps.absolute };
}

/** One character's card facts and links, or undefined when the catalog does not know it. */
export function presentCharacterInfo(id: number, ctx: PresentContext): CharacterInfo | undefined {
  const entry = ctx.catalog.get('character', id, ctx.lang);
  if (!entry) return undefined;
  const { attrs } = entry;
  const weaponType = int(attrs.weapon_type) ?? 0;
  const link = (key: string) => webLinkOrEmpty(ctx.absolute(str(attrs[key])));
  return {
    id,
    avatar_id: id,
    name: entry.name,
    element: str(attrs.element) ?? '',
    rarity: int(attrs.rarity) ?? 0,
    icon: ctx.absolute(entry.icon),
    image: ctx.absolute(str(attrs.image) ?? entry.icon),
    weapon_type: weaponType,
    weapon_type_name: weaponTypeName(weaponType, ctx),
    wiki_url: link('wiki_url'),
    // The real API spells it this way; the catalog attribute is spelled correctly.
    caculator_url: link('calculator_url'),
    lineup_url: link('lineup_url'),
    strategy_url: link('strategy_url'),
  };
}

/** POST character/info: catalog facts and links of characters; unknown ids are skipped. */
export async function getCharacterInfo(
  deps: CharacterDeps,
  characterIds: readonly number[],
  lang: Lang,
): Promise<{ avatars: CharacterInfo[] }> {
  const ctx = await context(deps, lang);
  const avatars = [...new Set(characterIds)].flatMap((id) => {
    const info = presentCharacterInfo(id, ctx);
    return info ? [info] : [];
  });
  return { avatars };
}

/** GET external_content (item_type 1): title, description and facts; unknown id → -10001. */
export async function getExternalContent(
  deps: CharacterDeps,
  request: { item_type: number; item_id: number },
  lang: Lang,
): Promise<ExternalContentData> {
  const catalog = await deps.catalog.current();
  const entry = catalog.get('character', request.item_id, lang);
  if (!entry) {
    throw new ApiError(
      RETCODE.INVALID_REQUEST,
      `Invalid request: unknown character ${request.item_id}`,
    );
  }
  const labels = SERVER_TEXT[lang].characterFacts;
  const facts = FACT_KEYS.flatMap((key) => {
    const value = entry.text(key);
    return value ? [{ key, label: labels[key], value }] : [];
  });
  return {
    item_type: request.item_type,
    item_id: request.item_id,
    title: entry.text('title'),
    description: entry.text('description'),
    facts,
  };
}

const SLOTS = Object.keys(RELIC_PROPERTY_OPTIONS) as (keyof RelicPropertyLists)[];

/** The first property id that is not an option of its slot, as `slot:id`, or undefined. */
function invalidProperty(lists: RelicPropertyLists): string | undefined {
  for (const slot of SLOTS) {
    const allowed = new Set(RELIC_PROPERTY_OPTIONS[slot]);
    const bad = lists[slot].find((id) => !allowed.has(id));
    if (bad !== undefined) return `${slot}:${bad}`;
  }
  return undefined;
}

/**
 * POST character/set_recommend_prop: the owner stores (or with `null` resets) the preferred relic
 * stats of a character they own. The policy refuses everyone else; ids outside the slot's options
 * or a character the role does not own → -10001.
 */
export async function setRecommendProp(
  deps: CharacterDeps & { now: () => number },
  viewer: Viewer | null,
  request: RoleRequest & { avatar_id: number; custom_properties: RelicPropertyLists | null },
): Promise<Record<string, never>> {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.role_id));
  const role = assertCanChangeOwnRole(viewer, found, request.server);
  const lists = request.custom_properties;
  const bad = lists && invalidProperty(lists);
  if (bad) throw new ApiError(RETCODE.INVALID_REQUEST, `Invalid request: property ${bad}`);
  const snapshot = await latestIndexSnapshot(deps.db, role.game_role_id);
  if (!snapshot?.avatars.some((a) => a.id === request.avatar_id)) {
    throw new ApiError(
      RETCODE.INVALID_REQUEST,
      `Invalid request: the role has no character ${request.avatar_id}`,
    );
  }
  // Four empty lists say "no preference": the same as a reset, so the card shows the recommendation.
  const cleaned = lists && !isEmptyChoice(lists) ? dedupe(lists) : null;
  await savePreference(deps.db, role.game_role_id, request.avatar_id, cleaned, deps.now());
  return {};
}

function isEmptyChoice(lists: RelicPropertyLists): boolean {
  return Object.values(lists).every((ids) => ids.length === 0);
}

function dedupe(lists: RelicPropertyLists): RelicPropertyLists {
  return {
    sand_main_property_list: [...new Set(lists.sand_main_property_list)],
    goblet_main_property_list: [...new Set(lists.goblet_main_property_list)],
    circlet_main_property_list: [...new Set(lists.circlet_main_property_list)],
    sub_property_list: [...new Set(lists.sub_property_list)],
  };
}

/** What roleBasicInfo shows of a role's latest overview (undefined fields: the role's own). */
interface OverviewBasics {
  headIcon: string;
  nickname: string | undefined;
  level: number | undefined;
}

/** Roles whose overview basics stay in memory (a few dozen bytes each). */
const BASICS_ROLES = 4096;

/** Overview basics per database and snapshot version. */
const basicsCache = cachePerDatabase<OverviewBasics>(BASICS_ROLES);

/**
 * The head icon, nickname and level of a role's latest overview, read and parsed once per its
 * version: the overview is up to 100 KB of JSON for three fields, and parsing it was most of the
 * request (docs/PERFORMANCE.md §4).
 */
function overviewBasics(db: Kysely<Database>, gameRoleId: string): Promise<OverviewBasics> {
  return derivedFromLatest(db, basicsCache(db), MAIN_GAME_ID, gameRoleId, ['index'], (payloads) => {
    const snapshot = payloads[0] as IndexSnapshot | undefined;
    return {
      headIcon: headIconOf(snapshot),
      nickname: snapshot?.role.nickname,
      level: snapshot?.role.level,
    };
  });
}

/** GET roleBasicInfo: head icon, nickname, server and level, with the index's privacy. */
export async function getRoleBasicInfo(
  deps: CharacterDeps,
  viewer: Viewer | null,
  request: RoleRequest,
): Promise<RoleBasicInfoData> {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.role_id));
  const { role } = await assertCanReadRecords(deps.db, viewer, found, {
    kind: 'index',
    server: request.server,
  });
  const basics = await overviewBasics(deps.db, role.game_role_id);
  return {
    AvatarUrl: deps.absolute(basics.headIcon),
    nickname: basics.nickname ?? role.nickname,
    region: role.region,
    level: basics.level ?? role.level,
    // No snapshot kind records the card game yet; 0 is the real API's "never played".
    card_play_level: 0,
  };
}
