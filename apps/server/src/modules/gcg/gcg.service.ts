import {
  GCG_COVER_CATEGORIES,
  RETCODE,
  type GcgBasicInfoData,
  type GcgCardBackListData,
  type GcgCover,
  type GcgDeckListData,
  type GcgMatchListData,
  type GcgSnapshot,
  type Lang,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import { assertCanReadRecords } from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import {
  presentCard,
  presentCover,
  presentDeck,
  presentReplay,
  presentSchedule,
  presentStats,
  winsOf,
  type GcgView,
} from './gcg.presenter.js';
import {
  challengeSeasons,
  coverChoices,
  latestGcg,
  privacyOf,
  type GcgCoverChoice,
} from './gcg.store.js';

/** basicInfo shows the latest few matches; matchList has them all. */
const BASIC_INFO_REPLAYS = 3;

export interface GcgRequest {
  role_id: string;
  server: string;
}

/** A readable role: the policy's answer (10001, 1009, 10102 for a visitor on a private chronicle). */
export async function readableRole(deps: RecordsDeps, viewer: Viewer | null, request: GcgRequest) {
  const found = await findRole(deps.db, MAIN_GAME_ID, request.role_id);
  return assertCanReadRecords(deps.db, viewer, found, { kind: 'gcg', server: request.server });
}

export async function viewOf(deps: RecordsDeps, lang: Lang): Promise<GcgView> {
  return { catalog: await deps.catalog.current(), lang, absolute: deps.absolute };
}

/** The role's covers: the owner's choice per slot, else the game's, in slot order. */
export function coverSlots(snapshot: GcgSnapshot, choices: GcgCoverChoice[]): GcgCoverChoice[] {
  return GCG_COVER_CATEGORIES.flatMap((category) => {
    const chosen =
      choices.find((c) => c.category === category) ??
      snapshot.covers.find((c) => c.category === category);
    return chosen ? [chosen] : [];
  });
}

export function presentCovers(
  view: GcgView,
  snapshot: GcgSnapshot,
  choices: GcgCoverChoice[],
): GcgCover[] {
  return coverSlots(snapshot, choices).map((c) => presentCover(view, c));
}

const byTimeDesc = (a: { match_time: number }, b: { match_time: number }) =>
  b.match_time - a.match_time;

/**
 * GET gcg/basicInfo. Hidden covers and replays are emptied for visitors only: the owner sees them
 * with the flags set, so the page can say they are hidden.
 */
export async function getBasicInfo(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: GcgRequest,
  lang: Lang,
): Promise<GcgBasicInfoData> {
  const { role, isOwner } = await readableRole(deps, viewer, request);
  const [snapshot, seasons, privacy, choices, view] = await Promise.all([
    latestGcg(deps.db, role.game_role_id),
    challengeSeasons(deps.db, role.game_role_id),
    privacyOf(deps.db, role.game_role_id),
    coverChoices(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  const season = seasons[0];
  const medal = season?.medal_id ? view.catalog.get('gcg_term', season.medal_id, lang) : undefined;
  const challenge_basic = {
    schedule: season ? presentSchedule(view, season) : null,
    nickname: season?.nickname ?? snapshot?.nickname ?? role.nickname,
    uid: role.game_role_id,
    win_cnt: season ? winsOf(season) : 0,
    medal: deps.absolute(medal?.icon),
    has_data: season !== undefined,
  };
  const privacyFlags = {
    is_hide_covers: privacy.is_hide_covers,
    is_hide_replays: privacy.is_hide_replays,
  };
  if (!snapshot) {
    return {
      level: 0,
      nickname: role.nickname,
      avatar_card_num_gained: 0,
      avatar_card_num_total: 0,
      action_card_num_gained: 0,
      action_card_num_total: 0,
      covers: [],
      replays: [],
      hornor_character: null,
      challenge_basic,
      ...privacyFlags,
      card_back_num_gained: 0,
      card_back_num_total: 0,
    };
  }
  const showCovers = isOwner || !privacy.is_hide_covers;
  const showReplays = isOwner || !privacy.is_hide_replays;
  const honor = snapshot.hornor_character_id;
  const honorOwned = honor === undefined ? undefined : snapshot.cards.find((c) => c.id === honor);
  const honorCard = honorOwned && presentCard(view, honorOwned);
  return {
    ...presentStats(snapshot, view.catalog),
    covers: showCovers ? presentCovers(view, snapshot, choices) : [],
    replays: showReplays
      ? [...snapshot.matches]
          .sort(byTimeDesc)
          .slice(0, BASIC_INFO_REPLAYS)
          .map((m) => presentReplay(view, m))
      : [],
    hornor_character: honorCard
      ? {
          id: honorCard.id,
          name: honorCard.name,
          image: honorCard.image,
          icon: honorCard.icon,
          proficiency: honorCard.proficiency,
          use_count: honorCard.use_count,
          tags: honorCard.tags,
        }
      : null,
    challenge_basic,
    ...privacyFlags,
    card_back_num_gained: snapshot.card_back_ids.length,
    card_back_num_total: (snapshot.card_back_all_ids ?? snapshot.card_back_ids).length,
  };
}

/** GET gcg/cardBackList: every card back of the game, gained ones first. */
export async function getCardBackList(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: GcgRequest,
  lang: Lang,
): Promise<GcgCardBackListData> {
  const { role } = await readableRole(deps, viewer, request);
  const [snapshot, view] = await Promise.all([
    latestGcg(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  if (!snapshot) return { card_back_list: [], card_back_num_gained: 0, card_back_num_total: 0 };
  const gained = new Set(snapshot.card_back_ids);
  const all = [...new Set([...snapshot.card_back_ids, ...(snapshot.card_back_all_ids ?? [])])];
  const list = all.map((id) => {
    const back = view.catalog.get('gcg_card_back', id, lang);
    return {
      id,
      name: back?.name ?? '',
      desc: back?.text('desc') ?? '',
      image: deps.absolute(back?.icon),
      has_gained: gained.has(id),
      source: back?.text('source') ?? '',
    };
  });
  return {
    card_back_list: list.sort((a, b) => Number(b.has_gained) - Number(a.has_gained) || a.id - b.id),
    card_back_num_gained: gained.size,
    card_back_num_total: list.length,
  };
}

/** GET gcg/deckList. */
export async function getDeckList(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: GcgRequest,
  lang: Lang,
): Promise<GcgDeckListData> {
  const { role } = await readableRole(deps, viewer, request);
  const [snapshot, view] = await Promise.all([
    latestGcg(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  return { deck_list: (snapshot?.decks ?? []).map((d) => presentDeck(view, d)) };
}

/** GET gcg/matchList: newest first; hidden replays are empty for visitors. */
export async function getMatchList(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: GcgRequest,
  lang: Lang,
): Promise<GcgMatchListData> {
  const { role, isOwner } = await readableRole(deps, viewer, request);
  const [snapshot, privacy, view] = await Promise.all([
    latestGcg(deps.db, role.game_role_id),
    privacyOf(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  const hidden = privacy.is_hide_replays;
  if (!snapshot || (hidden && !isOwner)) {
    return { recent_matches: [], favourite_matches: [], is_hide_replays: hidden };
  }
  const matches = [...snapshot.matches].sort(byTimeDesc);
  return {
    recent_matches: matches.map((m) => presentReplay(view, m)),
    favourite_matches: matches.filter((m) => m.is_favourite).map((m) => presentReplay(view, m)),
    is_hide_replays: hidden,
  };
}

/** -10001 with a message saying what is wrong (never a 500). */
export function invalid(message: string): ApiError {
  return new ApiError(RETCODE.INVALID_REQUEST, `Invalid request: ${message}`);
}
