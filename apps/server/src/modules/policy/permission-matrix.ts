import type { endpoints } from '@chronicle/contract';
import { RETCODE, SWITCH, type EndpointDef } from '@chronicle/contract';

/*
 * The §6 permission matrix as ONE table: every endpoint of the contract names the access rule it
 * follows, and each rule says what every relation between viewer and role gets under every switch
 * state. `permission-matrix.test.ts` walks `endpoints`, so an endpoint added to the contract without
 * a row here fails to compile (the table's type lists every endpoint) and fails the test.
 */

/** Who asks about whose role. */
export const RELATIONS = [
  /** An adult reading their own role. */
  'owner',
  /** Another adult reading it. */
  'visitor',
  /** Nobody logged in. */
  'loggedOut',
  /** An under-13 account reading an adult's role. */
  'minorVisitor',
  /** An under-13 account reading its own role. */
  'minorOwner',
  /** An adult reading an under-13 account's role. */
  'visitorOfMinor',
] as const;
export type Relation = (typeof RELATIONS)[number];

/**
 * Switch id → public, for every switch of the main game. The other games' switches follow: 1 is 1
 * everywhere, character details is 4 in the third game and 2 in the second, notes are 3.
 */
export type SwitchState = Readonly<Record<number, boolean>>;

/** What a request needs to name the role (and the ids inside it) it is about. */
export interface Target {
  uid: number;
  role_id: string;
  server: string;
  /** A character the role owns. */
  characterId: number;
  /** An event of the calendar the role can be reminded of. */
  actId: number;
  /** A card back the role owns in the card game. */
  gcgCardBackId: number;
  /** A card-game challenge the role took part in, and one of its decks. */
  gcgScheduleId: number;
  gcgDeckId: number;
  /** The same account's roles in the other two games (switch states map onto theirs). */
  hsr: { role_id: string; server: string };
  bh3: { role_id: string; server: string };
}

export interface MatrixRequest {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * The access rules. Outcomes are written out per relation below, apart from the policy module, so
 * the test checks the server against the spec rather than against itself.
 *  - `records`: a role's records; visitors need switch 1, an under-13 account's are never public.
 *  - `characterDetails`: builds; visitors also need the character-details switch (2).
 *  - `notes`: real-time notes; the owner's alone (10104), and switch 3 must be on even for them.
 *  - `ownerWrite`: changes an owner makes to their own role; anyone else gets 10104.
 *  - `recordCard`: the card list; answered to anyone logged in, but a role's card is listed to
 *    others only under the same rule as `records`.
 *  - `ownAccount`: acts on the cookie owner's own account (switches, guides, roles).
 *  - `profile`: another account's community profile; whether it is under 13 is told to itself only.
 *  - `shareCheck`: the under-13 check before a share; another account's answer is the same for a
 *    private and an under-13 account, so it reveals no age.
 *  - `signedIn`: catalog and aggregate reads about no role: every session may read them.
 *  - `public`: no session needed.
 *  - `outOfScope`: not a viewer-facing endpoint (the reason says which test covers it).
 */
export type Rule =
  | {
      access:
        | 'records'
        | 'characterDetails'
        | 'notes'
        | 'ownerWrite'
        | 'recordCard'
        | 'ownAccount'
        | 'profile'
        | 'shareCheck'
        | 'signedIn'
        | 'public';
      request: (target: Target, switches: SwitchState) => MatrixRequest;
      /**
       * What the endpoint answers where the main rule would allow it, when that is not 0: the
       * second game's abyss report that does not apply to the captain's level answers -1.
       */
      allowedRetcode?: number;
      /** Main-game switches whose part this endpoint's game has no switch for: they never refuse. */
      switchesAbsent?: readonly number[];
    }
  | { access: 'outOfScope'; reason: string };

type EndpointTable = {
  [F in keyof typeof endpoints]: { [K in keyof (typeof endpoints)[F]]: Rule };
};

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

const hsr = (t: Target) => ({ query: t.hsr });
const hsrSeason = (t: Target) => ({ query: { ...t.hsr, schedule_type: '1', need_all: 'true' } });
const bh3 = (t: Target) => ({ query: t.bh3 });

export const PERMISSION_TABLE: EndpointTable = {
  account: {
    register: { access: 'outOfScope', reason: 'creates accounts; account.test.ts' },
    login: { access: 'outOfScope', reason: 'the login itself; account.test.ts' },
    logout: { access: 'outOfScope', reason: 'ends the session; account.test.ts' },
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
      request: (t) => ({ query: { ...t.hsr, need_wiki: 'true' } }),
    },
    note: { access: 'notes', request: hsr },
    challenge: records(hsrSeason),
    challengeStory: records(hsrSeason),
    challengeBoss: records(hsrSeason),
    rogue: records((t) => ({ query: { ...t.hsr, schedule_type: '3', need_detail: 'true' } })),
  },
  honkai3rd: {
    index: records(bh3),
    characters: { access: 'characterDetails', request: bh3 },
    // The matrix's captains are past level 80: the new abyss applies, the old one answers -1.
    newAbyssReport: records(bh3),
    latestOldAbyssReport: { access: 'records', request: bh3, allowedRetcode: -1 },
    battleFieldReport: records(bh3),
    godWar: records(bh3),
    // No notes switch in this game: its notes are the owner's, always.
    note: { access: 'notes', request: bh3, switchesAbsent: [SWITCH.realTimeNotes] },
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
    links: { access: 'ownAccount', request: () => ({}) },
    link: { access: 'outOfScope', reason: "the cookie owner's own links; upstream-links.test.ts" },
    unlink: {
      access: 'outOfScope',
      reason: "the cookie owner's own links; upstream-links.test.ts",
    },
    syncNow: {
      access: 'outOfScope',
      reason: "the cookie owner's own links; upstream-links.test.ts",
    },
    importFile: {
      access: 'outOfScope',
      reason: "imports into the cookie owner's own roles; upstream-import.test.ts",
    },
  },
  accountData: {
    deleteOwnAccount: {
      access: 'outOfScope',
      reason: "erases the cookie owner's own account; account-data.test.ts",
    },
    deleteAccount: {
      access: 'outOfScope',
      reason: 'operator API behind a service token; account-data.test.ts',
    },
  },
  history: {
    periods: records((t) => ({ query: { ...role(t), game_id: '2', kind: 'spiral_abyss' } })),
    trends: records((t) => ({ query: { ...role(t), game_id: '2' } })),
    builds: {
      access: 'characterDetails',
      request: (t) => ({ query: { ...role(t), game_id: '2', character_id: '10000002' } }),
    },
  },
};

/** Whether the role is the viewer's own. */
const OWN: Readonly<Record<Relation, boolean>> = {
  owner: true,
  minorOwner: true,
  visitor: false,
  minorVisitor: false,
  visitorOfMinor: false,
  loggedOut: false,
};

/** Whether the viewer is under 13. */
const VIEWER_IS_MINOR: Readonly<Record<Relation, boolean>> = {
  owner: false,
  visitor: false,
  loggedOut: false,
  minorVisitor: true,
  minorOwner: true,
  visitorOfMinor: false,
};

/** What a visitor may see of a role when the role's account is under 13: nothing. */
const TARGET_IS_MINOR: Readonly<Record<Relation, boolean>> = {
  owner: false,
  visitor: false,
  loggedOut: false,
  minorVisitor: false,
  minorOwner: true,
  visitorOfMinor: true,
};

export interface Expected {
  retcode: number;
  /** For `recordCard`: whether the role's game card is listed. */
  cardListed?: boolean;
  /** For `profile`: the `is_minor` flag answered. */
  isMinor?: boolean;
  /** For `shareCheck`: whether sharing is allowed. */
  allowed?: boolean;
}

/** The outcome the spec (§6) and the API contract (§16) give a relation under a switch state. */
export function expectedOutcome(
  access: Exclude<Rule['access'], 'outOfScope'>,
  endpoint: EndpointDef,
  relation: Relation,
  switches: SwitchState,
): Expected {
  if (access === 'public') return { retcode: 0 };
  if (relation === 'loggedOut') return { retcode: endpoint.loginRetcode ?? RETCODE.LOGIN_REQUIRED };
  const own = OWN[relation];
  const hiddenFromOthers = TARGET_IS_MINOR[relation] || !switches[SWITCH.chronicle];
  const denied = RETCODE.NOT_PUBLIC;
  switch (access) {
    case 'signedIn':
    case 'ownAccount':
      return { retcode: 0 };
    case 'records':
      return { retcode: own || !hiddenFromOthers ? 0 : denied };
    case 'characterDetails':
      return {
        retcode: own || (!hiddenFromOthers && switches[SWITCH.characterDetails]) ? 0 : denied,
      };
    case 'notes':
      if (!own) return { retcode: RETCODE.NOTES_OWNER_ONLY };
      return { retcode: switches[SWITCH.realTimeNotes] ? 0 : denied };
    case 'ownerWrite':
      return { retcode: own ? 0 : RETCODE.NOTES_OWNER_ONLY };
    case 'recordCard':
      return { retcode: 0, cardListed: own || !hiddenFromOthers };
    case 'profile':
      return { retcode: 0, isMinor: own && TARGET_IS_MINOR[relation] };
    case 'shareCheck':
      return { retcode: 0, allowed: !VIEWER_IS_MINOR[relation] && (own || !hiddenFromOthers) };
  }
}
