import {
  wallClockFromUnix,
  type GcgChallengeDeckData,
  type GcgChallengeRecordData,
  type GcgChallengeScheduleData,
  type Lang,
} from '@chronicle/contract';
import type { Viewer } from '../../http/request-context.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { presentDeck, presentSchedule, winsOf } from './gcg.presenter.js';
import { readableRole, viewOf, type GcgRequest } from './gcg.service.js';
import { challengeSeasons } from './gcg.store.js';

/* Card-challenge seasons (gcg/challenge/*): every stored season is kept and selectable. */

/** GET gcg/challenge/schedule: stored seasons, newest first. */
export async function getChallengeSchedule(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: GcgRequest,
  lang: Lang,
): Promise<GcgChallengeScheduleData> {
  const { role } = await readableRole(deps, viewer, request);
  const [seasons, view] = await Promise.all([
    challengeSeasons(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  return {
    schedule_list: seasons.map((s) => ({
      ...presentSchedule(view, s),
      win_cnt: winsOf(s),
      has_data: true,
    })),
  };
}

/** GET gcg/challenge/record: a season (the latest by default); an unknown one is a valid empty one. */
export async function getChallengeRecord(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: GcgRequest & { schedule_id?: number | undefined },
  lang: Lang,
): Promise<GcgChallengeRecordData> {
  const { role } = await readableRole(deps, viewer, request);
  const [seasons, view] = await Promise.all([
    challengeSeasons(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  const season =
    request.schedule_id === undefined
      ? seasons[0]
      : seasons.find((s) => s.schedule_id === request.schedule_id);
  if (!season) {
    return {
      schedule: null,
      nickname: role.nickname,
      uid: role.game_role_id,
      win_cnt: 0,
      total_cnt: 0,
      medal: '',
      medal_name: '',
      has_data: false,
      opponents: [],
    };
  }
  const medal = season.medal_id ? view.catalog.get('gcg_term', season.medal_id, lang) : undefined;
  return {
    schedule: presentSchedule(view, season),
    nickname: season.nickname,
    uid: role.game_role_id,
    win_cnt: winsOf(season),
    total_cnt: season.opponents.length,
    medal: deps.absolute(medal?.icon),
    medal_name: medal?.name ?? '',
    has_data: true,
    opponents: season.opponents.map((o) => {
      const opponent = view.catalog.get('gcg_term', o.id, lang);
      return {
        id: o.id,
        name: opponent?.name ?? '',
        icon: deps.absolute(opponent?.icon),
        level: o.level,
        is_win: o.is_win,
        match_time: o.match_time === undefined ? null : wallClockFromUnix(o.match_time),
        deck_id: o.deck_id ?? 0,
      };
    }),
  };
}

/** GET gcg/challenge/deck: the deck used in a season, null when that season has no such deck. */
export async function getChallengeDeck(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: GcgRequest & { schedule_id: number; deck_id: number },
  lang: Lang,
): Promise<GcgChallengeDeckData> {
  const { role } = await readableRole(deps, viewer, request);
  const [seasons, view] = await Promise.all([
    challengeSeasons(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  const season = seasons.find((s) => s.schedule_id === request.schedule_id);
  const deck = season?.decks.find((d) => d.id === request.deck_id);
  return { deck: deck ? presentDeck(view, deck) : null };
}
