import type {
  HkrpgAvatarInfoData,
  HkrpgBasicInfoData,
  HkrpgChallengeBossData,
  HkrpgChallengeBossSnapshot,
  HkrpgChallengeData,
  HkrpgChallengeSnapshot,
  HkrpgChallengeStoryData,
  HkrpgChallengeStorySnapshot,
  HkrpgCharactersSnapshot,
  HkrpgIndexData,
  HkrpgIndexSnapshot,
  HkrpgNoteData,
  HkrpgNoteSnapshot,
  HkrpgRogueData,
  HkrpgRogueSnapshot,
  Lang,
} from '@chronicle/contract';
import { answerOrigin } from '../../http/absolute-url.js';
import type { Viewer } from '../../http/request-context.js';
import { IndexCache } from '../genshin/index-cache.js';
import { findRole } from '../binding/binding.service.js';
import {
  assertCanReadCharacterDetails,
  assertCanReadNotes,
  assertCanReadRecords,
} from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { derivedFromLatest } from '../records/records.service.js';
import { presentAvatarInfo } from './avatar-info.presenter.js';
import {
  presentChallenge,
  presentChallengeBoss,
  presentChallengeStory,
} from './challenge.presenter.js';
import { catalogSeasons, HSR_GAME, latestOf, periodsOf } from './hkrpg.repository.js';
import type { HsrView } from './hkrpg-view.js';
import { presentNote } from './note.presenter.js';
import { presentBasicInfo, presentIndex } from './profile.presenter.js';
import { presentRogue } from './rogue.presenter.js';

/*
 * Stellar Transit's records (docs/reference/other-games.md#third-game-records): each call asks the
 * policy first (10001 logged out,
 * 1009 unknown role or another server, 10102 / 10104 as the matrix says), then presents the stored
 * snapshots in the request language.
 */

interface RoleRequest {
  role_id: string;
  server: string;
}

async function viewFor(deps: RecordsDeps, lang: Lang, region: string): Promise<HsrView> {
  return { catalog: await deps.catalog.current(), lang, absolute: deps.absolute, region };
}

async function readableRole(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  kind: 'index' | 'spiral_abyss',
) {
  const found = await findRole(deps.db, HSR_GAME, request.role_id);
  const { role } = await assertCanReadRecords(deps.db, viewer, found, {
    kind,
    server: request.server,
  });
  return role;
}

export async function getIndex(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<HkrpgIndexData> {
  const role = await readableRole(deps, viewer, request, 'index');
  const [stored, view] = await Promise.all([
    latestOf<HkrpgIndexSnapshot>(deps.db, role.game_role_id, 'hsr_index'),
    viewFor(deps, lang, role.region),
  ]);
  return presentIndex(view, stored?.payload);
}

export async function getBasicInfo(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<HkrpgBasicInfoData> {
  const role = await readableRole(deps, viewer, request, 'index');
  const [stored, view] = await Promise.all([
    latestOf<HkrpgIndexSnapshot>(deps.db, role.game_role_id, 'hsr_index'),
    viewFor(deps, lang, role.region),
  ]);
  return presentBasicInfo(view, stored?.payload, role);
}

/** `id_list[]` as numbers: one id arrives as a string, a repeated key as a list. */
function idList(value: string | string[] | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map(Number);
}

export async function getAvatarInfoJson(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest & {
    need_wiki?: string | undefined;
    'id_list[]'?: string | string[] | undefined;
  },
  lang: Lang,
  serialize: (data: HkrpgAvatarInfoData) => string,
): Promise<Buffer> {
  const found = await findRole(deps.db, HSR_GAME, request.role_id);
  const { role } = await assertCanReadCharacterDetails(deps.db, viewer, found, request.server);
  const view = await viewFor(deps, lang, role.region);
  // Clients send "true"; "1" is accepted too, like the main game's flags.
  const needWiki = request.need_wiki === 'true' || request.need_wiki === '1';
  const ids = idList(request['id_list[]']);
  // Every build of a role is 100 KB or more to read, present and serialize: the answer is kept as
  // the bytes sent, per the snapshots' versions and whatever else it depends on.
  const also = [
    view.catalog.generation,
    lang,
    role.region,
    answerOrigin(),
    needWiki,
    ids ? ids.join(',') : '*',
  ].join('|');
  return derivedFromLatest(
    deps.db,
    avatarInfoAnswers,
    HSR_GAME,
    role.game_role_id,
    ['hsr_characters', 'hsr_index'],
    ([builds, index]) =>
      Buffer.from(
        serialize(
          presentAvatarInfo(
            view,
            (builds as HkrpgCharactersSnapshot | undefined)?.avatars ?? [],
            index as HkrpgIndexSnapshot | undefined,
            { needWiki, ids },
          ),
        ),
      ),
    also,
  );
}

/** avatar/info answers (keys carry the catalog generation, unique per process: see IndexCache). */
const avatarInfoAnswers = new IndexCache<Buffer>(64);

export async function getNote(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<HkrpgNoteData> {
  const found = await findRole(deps.db, HSR_GAME, request.role_id);
  const role = await assertCanReadNotes(deps.db, viewer, found, request.server);
  const [stored, view] = await Promise.all([
    latestOf<HkrpgNoteSnapshot>(deps.db, role.game_role_id, 'hsr_note'),
    viewFor(deps, lang, role.region),
  ]);
  const now = deps.now();
  return presentNote(view, stored?.payload, stored?.capturedAt ?? now, now);
}

type ChallengeRequest = RoleRequest & {
  schedule_type?: number | undefined;
  period?: string | undefined;
};

async function seasonInputs<S>(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: ChallengeRequest,
  lang: Lang,
  kind: string,
  mode: string,
) {
  const role = await readableRole(deps, viewer, request, 'spiral_abyss');
  const [stored, known, view] = await Promise.all([
    periodsOf<S>(deps.db, role.game_role_id, kind, 8, request.period),
    catalogSeasons(deps.db, mode),
    viewFor(deps, lang, role.region),
  ]);
  return {
    view,
    request: {
      stored,
      catalogSeasons: known,
      // A `period` is read as the current season, the one stored before it as the previous.
      scheduleType:
        request.schedule_type === 2 && request.period === undefined ? (2 as const) : (1 as const),
      now: deps.now(),
    },
  };
}

export async function getChallenge(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: ChallengeRequest,
  lang: Lang,
): Promise<HkrpgChallengeData> {
  const input = await seasonInputs<HkrpgChallengeSnapshot>(
    deps,
    viewer,
    request,
    lang,
    'hsr_challenge',
    'chaos',
  );
  return presentChallenge(input.view, input.request);
}

export async function getChallengeStory(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: ChallengeRequest,
  lang: Lang,
): Promise<HkrpgChallengeStoryData> {
  const input = await seasonInputs<HkrpgChallengeStorySnapshot>(
    deps,
    viewer,
    request,
    lang,
    'hsr_challenge_story',
    'fiction',
  );
  return presentChallengeStory(input.view, input.request);
}

export async function getChallengeBoss(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: ChallengeRequest,
  lang: Lang,
): Promise<HkrpgChallengeBossData> {
  const input = await seasonInputs<HkrpgChallengeBossSnapshot>(
    deps,
    viewer,
    request,
    lang,
    'hsr_challenge_boss',
    'shadow',
  );
  return presentChallengeBoss(input.view, input.request);
}

export async function getRogue(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<HkrpgRogueData> {
  const role = await readableRole(deps, viewer, request, 'spiral_abyss');
  const [weeks, index, view] = await Promise.all([
    periodsOf<HkrpgRogueSnapshot>(deps.db, role.game_role_id, 'hsr_rogue', 2),
    latestOf<HkrpgIndexSnapshot>(deps.db, role.game_role_id, 'hsr_index'),
    viewFor(deps, lang, role.region),
  ]);
  const header = {
    nickname: index?.payload.role.nickname ?? role.nickname,
    level: index?.payload.role.level ?? role.level,
  };
  return presentRogue(view, weeks, header, deps.now());
}
