import type { endpoints } from '@chronicle/contract';
import { MOUNTS, RETCODE, SWITCH } from '@chronicle/contract';
import {
  MATRIX_GAMES,
  type MatrixGame,
  type MatrixRequest,
  type MatrixRule,
  type Rule,
  type Target,
} from './permission-rules.js';

/*
 * The permission matrix as ONE table: every endpoint of the contract names the access rule it
 * follows (`permission-rules.ts` says what each rule answers every relation under every switch
 * state). `permission-matrix.test.ts` walks `endpoints`, so an endpoint added to the contract without
 * a row here fails to compile (the table's type lists every endpoint) and fails the test.
 */

type EndpointTable = {
  [F in keyof typeof endpoints]: {
    [K in keyof (typeof endpoints)[F]]: Rule;
  };
};

/** The game whose switches govern a family's rows when a row does not name one. */
export type { Rule, Target } from './permission-rules.js';

export const FAMILY_GAME: Readonly<Record<string, MatrixGame>> = { hkrpg: 6, honkai3rd: 1 };

const role = (t: Target) => ({ role_id: t.role_id, server: t.server });
const records = (request: (t: Target) => MatrixRequest = (t) => ({ query: role(t) })): Rule => ({
  access: 'records',
  request,
});
const recordsBody: Rule = records((t) => ({ body: role(t) }));
const ownerWrite = (request: (t: Target) => MatrixRequest): Rule => ({
  access: 'ownerWrite',
  request,
});
const signedIn = (request: (t: Target) => MatrixRequest = () => ({})): Rule => ({
  access: 'signedIn',
  request,
});

const hsrRole = (t: Target) => ({ role_id: t.hsr.role_id, server: t.hsr.server });
const hsr = (t: Target) => ({ query: hsrRole(t) });
const hsrSeason = (t: Target) => ({
  query: { ...hsrRole(t), schedule_type: '1', need_all: 'true' },
});
const bh3 = (t: Target) => ({ query: { role_id: t.bh3.role_id, server: t.bh3.server } });

const LIMITED = 'an account may make 10 to 20 of these calls in 10 minutes';

/** The role a request names in a game, with the game's id (the history API's parameters). */
function inGame(t: Target, game: MatrixGame): Record<string, string> {
  const named = game === 2 ? t : game === 6 ? t.hsr : t.bh3;
  return { game_id: String(game), role_id: named.role_id, server: named.server };
}

const characterOf = (t: Target, game: MatrixGame): number =>
  (game === 2 ? t.characterId : game === 6 ? t.hsr.characterId : t.bh3.characterId) ?? 0;

/** An endgame mode each game stores periods of. */
const PERIOD_KIND: Record<MatrixGame, string> = {
  2: 'spiral_abyss',
  6: 'hsr_challenge',
  1: 'bh3_new_abyss',
};

/**
 * An endpoint that serves all three games: one row per game, since a read about a role follows the
 * switches of that role's game. Called without a game (risk.test.ts), it names the main one.
 */
const perGame = (
  access: MatrixRule['access'],
  query: (t: Target, game: MatrixGame) => Record<string, string>,
): MatrixRule => ({
  access,
  games: MATRIX_GAMES,
  request: (t, _s, _v, game = 2) => ({ query: query(t, game) }),
});

export const PERMISSION_TABLE: EndpointTable = {
  account: {
    register: { access: 'outOfScope', reason: 'creates accounts; account.test.ts' },
    login: { access: 'outOfScope', reason: 'the login itself; account.test.ts' },
    logout: { access: 'outOfScope', reason: 'ends the session; account.test.ts' },
    challenge: { access: 'outOfScope', reason: "the login's sign-in check; account.test.ts" },
  },
  binding: {
    getUserGameRolesByCookie: {
      access: 'ownAccount',
      request: () => ({ query: { game_biz: 'hk4e_global' } }),
    },
  },
  card: {
    getGameRecordCard: {
      access: 'recordCard',
      request: (t) => ({ query: { uid: String(t.uid) } }),
    },
    // Setting a switch to the value it has keeps the state under test.
    changeDataSwitch: {
      access: 'ownAccount',
      request: (_t, s) => ({
        body: { switch_id: SWITCH.chronicle, is_public: s[SWITCH.chronicle], game_id: 2 },
      }),
    },
    beginnerGuideStatus: { access: 'ownAccount', request: () => ({ body: {} }) },
    beginnerGuideUpdate: { access: 'ownAccount', request: () => ({ body: { key: 'share' } }) },
  },
  community: {
    getUserFullInfo: {
      access: 'profile',
      request: (t) => ({ query: { uid: String(t.uid), gid: '2' } }),
    },
    langs: { access: 'public', request: () => ({}) },
    ageCheck: { access: 'shareCheck', request: (t) => ({ query: { uid: String(t.uid) } }) },
    appConfig: { access: 'public', request: () => ({ query: { game_id: '2' } }) },
    loginTokenCheck: { access: 'public', request: () => ({ query: { game_id: '2' } }) },
    track: {
      access: 'public',
      request: (t) => ({
        body: {
          events: [{ type: 'page_view', path: '/ys', game_id: 2, aid: String(t.uid), ts: 1 }],
        },
      }),
    },
    monitor: {
      access: 'public',
      request: () => ({
        body: {
          reports: [{ type: 'vital', path: '/ys', name: 'LCP', value: 900, rating: 'good', ts: 1 }],
        },
      }),
    },
  },
  genshin: {
    index: records(),
    // The legacy list carries whole builds (weapons, artifacts), so it needs switch 2 like detail.
    character: { access: 'characterDetails', request: (t) => ({ body: role(t) }) },
    characterList: recordsBody,
    characterDetail: {
      access: 'characterDetails',
      request: (t) => ({ body: { ...role(t), character_ids: [t.characterId] } }),
    },
    characterInfo: signedIn((t) => ({ body: { character_ids: [t.characterId] } })),
    avatarBasicInfo: signedIn((t) => ({ body: { character_ids: [t.characterId] } })),
    externalContent: signedIn((t) => ({
      query: { item_type: '1', item_id: String(t.characterId) },
    })),
    roleBasicInfo: records(),
    dailyNote: { access: 'notes', request: (t) => ({ query: role(t) }) },
    setRecommendProp: ownerWrite((t) => ({
      body: { ...role(t), avatar_id: t.characterId, custom_properties: null },
    })),
    spiralAbyss: records((t) => ({ query: { ...role(t), schedule_type: '1' } })),
    roleCombat: records((t) => ({ query: { ...role(t), need_detail: 'true' } })),
    roleCombatCharMaster: records(),
    roleCombatRedDotCancel: ownerWrite((t) => ({ body: role(t) })),
    hardChallenge: records((t) => ({ query: { ...role(t), need_detail: 'true' } })),
    hardChallengePopularity: signedIn(),
    achievement: recordsBody,
    gcgBasicInfo: records(),
    gcgCardBackList: records(),
    gcgCardList: records(),
    gcgChallengeDeck: records((t) => ({
      query: { ...role(t), schedule_id: String(t.gcgScheduleId), deck_id: String(t.gcgDeckId) },
    })),
    gcgChallengeRecord: records(),
    gcgChallengeSchedule: records(),
    gcgDeckList: records(),
    gcgMatchList: records(),
    gcgSetCover: ownerWrite((t) => ({
      body: { ...role(t), category: 'CGCCardCategoryCardBack', card_id: t.gcgCardBackId },
    })),
    gcgSetPrivacySettings: ownerWrite((t) => ({ body: { ...role(t), is_hide_covers: false } })),
    actCalendar: recordsBody,
    addNotice: ownerWrite((t) => ({ body: { ...role(t), act_id: t.actId, enable: true } })),
    alchemyRecipes: signedIn(),
    characterTop: ownerWrite((t) => ({
      body: { avatar_ids: [t.characterId], uid_key: t.role_id, server_key: t.server },
    })),
    toolOversea: signedIn(),
    activities: records(),
    activity_summer_v2: records(),
    activity_mushroom: records(),
    activity_lantern: records(),
    activity_adventure: records(),
    activity_toy_battle: records(),
    activity_poetry_festival: records(),
    activity_lantern_v4: records(),
    activity_monster_vs_monster: records(),
    activity_fairy_tales: records(),
    activity_v5_2: records(),
  },
  hkrpg: {
    index: records(hsr),
    roleBasicInfo: records(hsr),
    avatarInfo: {
      access: 'characterDetails',
      request: (t) => ({ query: { ...hsrRole(t), need_wiki: 'true' } }),
    },
    note: { access: 'notes', request: hsr },
    challenge: records(hsrSeason),
    challengeStory: records(hsrSeason),
    challengeBoss: records(hsrSeason),
    rogue: records((t) => ({ query: { ...hsrRole(t), schedule_type: '3', need_detail: 'true' } })),
  },
  honkai3rd: {
    index: records(bh3),
    characters: { access: 'characterDetails', request: bh3 },
    // The matrix's captains are past level 80: the new abyss applies, the old one answers -1.
    newAbyssReport: records(bh3),
    latestOldAbyssReport: { access: 'records', request: bh3, allowedRetcode: -1 },
    battleFieldReport: records(bh3),
    godWar: records(bh3),
    // No notes switch in this game: its notes are the owner's, always (permission-rules.ts).
    note: { access: 'notes', request: bh3 },
  },
  risk: {
    // Every session may ask for a challenge; it concerns no role.
    createGeetest: signedIn(() => ({ query: { app_key: 'hk4e_game_record' } })),
    verifyGeetest: {
      access: 'outOfScope',
      reason: "needs a solved challenge; it clears only the caller's own flags; risk.test.ts",
    },
  },
  ingest: {
    putAnnouncement: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; app-config.test.ts',
    },
    deleteAnnouncement: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; app-config.test.ts',
    },
    putFeatureSwitches: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; app-config.test.ts',
    },
    getInsights: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; telemetry.test.ts',
    },
    putAccount: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; ingest.test.ts',
    },
    putBundle: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; ingest.test.ts',
    },
    putCatalog: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; ingest.test.ts',
    },
    putRole: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; ingest.test.ts',
    },
    putSnapshot: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; ingest.test.ts',
    },
    putSwitches: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; ingest.test.ts',
    },
  },
  upstream: {
    links: { access: 'ownLinks', request: () => ({}) },
    // No upstream is configured in the matrix: linking stops at -9201 before any network, for every
    // session. Which account a link may join is upstream-links.test.ts's.
    link: {
      access: 'ownAccount',
      allowedRetcode: RETCODE.UPSTREAM_UNKNOWN,
      switchBlind: LIMITED,
      request: () => ({ body: { upstream: 'matrix-none', cookie: 'ltuid_v2=1; ltoken_v2=x' } }),
    },
    // Without `delete_records` the owner's unlink removes only the link the matrix made (the test
    // makes it again after the row), never the roles and records the other rows read.
    unlink: {
      access: 'ownLink',
      switchBlind: LIMITED,
      request: (t) => ({ body: { link_id: t.linkId ?? 0, delete_records: false } }),
    },
    // Tests run no sync worker: the owner's sync only moves the link's next sync time.
    syncNow: {
      access: 'ownLink',
      switchBlind: LIMITED,
      request: (t) => ({ body: { link_id: t.linkId ?? 0 } }),
    },
    // An empty answer about the target role from 1970: the owner's import has nothing to store over
    // the records the other rows read, and anyone else's must skip the role as another account's.
    importFile: {
      access: 'ownImport',
      switchBlind: LIMITED,
      request: (t) => ({
        query: { format: 'raw' },
        body: {
          endpoint: `game_record/genshin/api/index?role_id=${t.role_id}&server=${t.server}`,
          response: { retcode: 0, message: 'OK', data: {} },
          captured_at: 1000,
        },
      }),
    },
  },
  accountData: {
    // Erasure acts on the cookie owner alone. A visitor types the target's account name (which must
    // not erase the target, nor the visitor); an owner types its own name wrong, so the accounts
    // every other row reads survive. A real erasure is checked on an account of its own in
    // permission-matrix.test.ts and in account-data.test.ts.
    deleteOwnAccount: {
      access: 'ownErase',
      request: (t, _s, viewer) => ({
        body: { confirm: viewer?.uid === t.uid ? `${t.account ?? ''}-typo` : (t.account ?? '') },
      }),
    },
    deleteAccount: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; account-data.test.ts',
    },
  },
  history: {
    periods: perGame('records', (t, game) => ({ ...inGame(t, game), kind: PERIOD_KIND[game] })),
    trends: perGame('records', inGame),
    builds: perGame('characterDetails', (t, game) => ({
      ...inGame(t, game),
      character_id: String(characterOf(t, game)),
    })),
  },
};

/** A viewer-facing route outside the contract (its own handler, not an envelope on success). */
export interface ExtraRoute {
  id: string;
  method: 'GET' | 'POST';
  url: string;
  loginRetcode: number;
  rule: MatrixRule;
}

/**
 * "Download my data" streams a file, so the contract does not list it; it still has a viewer rule:
 * the cookie owner's data only, whatever the switches say (the owner sees all of it anyway).
 */
export const EXTRA_ROUTES: readonly ExtraRoute[] = (['chronicle', 'hoyolab'] as const).map(
  (format) => ({
    id: `ownership.export (${format})`,
    method: 'GET',
    url: `${MOUNTS.accountData[0]}/export`,
    loginRetcode: RETCODE.LOGIN_REQUIRED,
    rule: {
      access: 'ownExport',
      // It reads no switch (the owner sees all of their data), and each call writes out all of it.
      switchBlind: 'the whole account (and catalog) per call',
      // The HoYoLAB-shaped one replays every record endpoint of every role: once, with every
      // switch off, where the owner's download must still hold every role.
      ...(format === 'hoyolab' ? { allPrivateOnly: true as const } : {}),
      request: () => ({ query: { format } }),
    },
  }),
);
