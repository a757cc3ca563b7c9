import {
  MAIN_GAME_ID,
  QUERY,
  RETCODE,
  communityEndpoints,
  cardEndpoints,
  bindingEndpoints,
  type DataOf,
  type GameConfig,
} from '@chronicle/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, api, configureApi, retcodeOf } from './api-client.js';
import { useApiErrorCode } from './api-error-store.js';
import { useCurrentGame } from './game.js';
import { endpointKey } from './query-client.js';
import { useCachedRole } from './role-store.js';
import { readQueryParam } from './url-params.js';

const { getUserFullInfo, langs } = communityEndpoints;
const { getGameRecordCard } = cardEndpoints;
const { getUserGameRolesByCookie } = bindingEndpoints;

export type UserFullInfo = DataOf<typeof getUserFullInfo>;
export type GameRecordCard = DataOf<typeof getGameRecordCard>['list'][number];
export type GameRole = DataOf<typeof getUserGameRolesByCookie>['list'][number];

/**
 * Retcodes that mean "nobody is logged in" on the profile call
 * (docs/reference/web-app.md#login-status).
 */
const LOGGED_OUT_RETCODES: readonly number[] = [RETCODE.NOT_LOGGED_IN, RETCODE.LOGIN_REQUIRED];

/** The cookie owner's profile; `null` when logged out. */
export function userInfoQueryOptions() {
  const params = { gid: String(MAIN_GAME_ID) };
  return queryOptions({
    queryKey: endpointKey(getUserFullInfo, params),
    queryFn: async ({ signal }): Promise<UserFullInfo | null> => {
      try {
        const data = await api.call(getUserFullInfo, params, { signal });
        // Under-13 accounts mark every later request (docs/reference/privacy.md#under-13-rule).
        configureApi({ minor: data.user_info.is_minor === true });
        return data;
      } catch (error) {
        const code = retcodeOf(error);
        if (code !== undefined && LOGGED_OUT_RETCODES.includes(code)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** Record cards of a community account (docs/reference/web-app.md#calls). */
export function gameRecordCardQueryOptions(uid: string) {
  const params = { uid };
  return queryOptions({
    queryKey: endpointKey(getGameRecordCard, params),
    queryFn: ({ signal }) => api.call(getGameRecordCard, params, { signal }),
  });
}

/** The cookie owner's roles in one game; feeds the role selector. */
export function gameRolesQueryOptions(gameBiz: string) {
  const params = { game_biz: gameBiz };
  return queryOptions({
    queryKey: endpointKey(getUserGameRolesByCookie, params),
    queryFn: ({ signal }) => api.call(getUserGameRolesByCookie, params, { signal }),
  });
}

/** The language list of the switcher (docs/reference/web-app.md#calls). */
export function langsQueryOptions() {
  const params = {};
  return queryOptions({
    queryKey: endpointKey(langs, params),
    queryFn: ({ signal }) => api.call(langs, params, { signal }),
    staleTime: Infinity,
  });
}

/**
 * The role whose records the page shows (docs/reference/web-app.md#record-cards-and-roles crtRole).
 */
export interface CurrentRole {
  game_id: number;
  region: string;
  game_role_id: string;
  /** Equals game_role_id (docs/reference/web-app.md#record-cards-and-roles). */
  game_uid: string;
  level: number;
  nickname: string;
  region_name: string;
  /** Community account id of the role's owner. */
  aid: string;
  game_head_icon: string;
}

export type LoginStatus = 'unknown' | 'loggedOut' | 'loggedIn' | 'error';

/** Client state of docs/reference/web-app.md#client-state that the shells and pages need. */
export interface Session {
  status: LoginStatus;
  game: GameConfig;
  user: UserFullInfo['user_info'] | undefined;
  /** The logged-in community uid. */
  uid: string | undefined;
  /** Whose records are shown: `uid`/`user_id` query parameter, else the own uid. */
  viewUid: string | undefined;
  isVisitor: boolean;
  isMinor: boolean;
  cardsStatus: 'idle' | 'pending' | 'success' | 'error';
  gameRecordList: readonly GameRecordCard[];
  /** The card of the current game for the viewed account. */
  card: GameRecordCard | undefined;
  crtRole: CurrentRole | undefined;
  hasRole: boolean;
  /** Retcode of the error the layout shows, if any. */
  apiErrorCode: number | undefined;
  /** The underlying error when the profile or cards call failed. */
  error: unknown;
  refetch: () => void;
}

/** The uid named by the `uid` or `user_id` query parameter (visitor view), if valid. */
export function requestedViewUid(): string | undefined {
  const value = readQueryParam(QUERY.uid) ?? readQueryParam(QUERY.userId);
  return value && /^\d{1,12}$/.test(value) ? value : undefined;
}

/**
 * Asks for what `useSession` needs first, before the first render: the profile, and on a
 * visitor's page (the viewed uid is in the URL) that account's record cards, which otherwise wait
 * for the profile's answer (issue 20 goal 3). Logged out, the cards call fails once and is never
 * shown: `useSession` asks for cards only once someone is logged in.
 */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(userInfoQueryOptions());
  const viewUid = requestedViewUid();
  if (viewUid) {
    void queryClient.prefetchQuery({ ...gameRecordCardQueryOptions(viewUid), retry: false });
  }
}

/** Login status, viewed account, cards and current role of the current game. */
export function useSession(): Session {
  const game = useCurrentGame();
  const userQuery = useQuery(userInfoQueryOptions());
  const user = userQuery.data?.user_info;
  const uid = user?.uid;
  const viewUid = requestedViewUid() ?? uid;
  const cardsQuery = useQuery({
    ...gameRecordCardQueryOptions(viewUid ?? ''),
    enabled: uid !== undefined && viewUid !== undefined,
  });
  const isVisitor = uid !== undefined && viewUid !== undefined && viewUid !== uid;
  const cachedRole = useCachedRole(game.id, isVisitor ? undefined : uid);
  const storedErrorCode = useApiErrorCode();

  const status: LoginStatus = userQuery.isPending
    ? 'unknown'
    : userQuery.isError
      ? 'error'
      : userQuery.data === null
        ? 'loggedOut'
        : 'loggedIn';

  const list = cardsQuery.data?.list ?? [];
  const card = list.find((c) => c.game_id === game.id);
  const hasRole = card?.has_role === true;

  let crtRole: CurrentRole | undefined;
  if (card && hasRole && viewUid) {
    const picked = cachedRole ?? undefined;
    const source = picked ?? card;
    crtRole = {
      game_id: game.id,
      region: source.region,
      game_role_id: source.game_role_id,
      game_uid: source.game_role_id,
      level: source.level,
      nickname: source.nickname,
      region_name: source.region_name,
      aid: viewUid,
      game_head_icon: card.game_head_icon,
    };
  }

  const failure = userQuery.isError
    ? userQuery.error
    : cardsQuery.isError
      ? cardsQuery.error
      : null;
  const failureCode = failure instanceof ApiError ? failure.retcode : undefined;

  return {
    status,
    game,
    user,
    uid,
    viewUid,
    isVisitor,
    isMinor: user?.is_minor === true,
    cardsStatus: !cardsQuery.isEnabled
      ? 'idle'
      : cardsQuery.isPending
        ? 'pending'
        : cardsQuery.isError
          ? 'error'
          : 'success',
    gameRecordList: list,
    card,
    crtRole,
    hasRole,
    apiErrorCode: failureCode ?? storedErrorCode,
    error: failure,
    refetch: () => {
      void userQuery.refetch();
      if (cardsQuery.isEnabled) void cardsQuery.refetch();
    },
  };
}
