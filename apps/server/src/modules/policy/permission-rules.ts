import { RETCODE, SWITCH } from '@chronicle/contract';

/*
 * The vocabulary of the permission matrix and what each access rule answers. The table of which
 * endpoint follows which rule is `permission-matrix.ts`; `permission-matrix.test.ts` walks both.
 * Outcomes are written out here, apart from the policy module, so the test checks the server
 * against the spec rather than against itself.
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

/** The games of the matrix: the main one (genshin family), hkrpg and honkai3rd. */
export const MATRIX_GAMES = [2, 6, 1] as const;
export type MatrixGame = (typeof MATRIX_GAMES)[number];

/** The three parts a switch can play, named by the main game's switch ids. */
export const PARTS = [SWITCH.chronicle, SWITCH.characterDetails, SWITCH.realTimeNotes] as const;
export type Part = (typeof PARTS)[number];

/**
 * Per game, the switch id that plays each part: character details is 4 in hkrpg; honkai3rd has no
 * notes switch (its notes are the owner's, always). Written out here, not read from the contract's
 * helpers the server uses, so a wrong id there shows up as a mismatch.
 */
export const GAME_SWITCH_IDS: Readonly<Record<MatrixGame, Readonly<Record<Part, number | null>>>> =
  {
    2: { 1: 1, 2: 2, 3: 3 },
    6: { 1: 1, 2: 4, 3: 3 },
    1: { 1: 1, 2: 2, 3: null },
  };

/** Part → public, for the switches of one game. */
export type SwitchState = Readonly<Record<number, boolean>>;

/** Every game's switches at one point of the matrix. */
export type MatrixState = Readonly<Record<MatrixGame, SwitchState>>;

/**
 * What a request needs to name the role (and the ids inside it) it is about. The fields only the
 * matrix's own rows use are optional: risk.test.ts builds targets for the records rows too.
 */
export interface Target {
  uid: number;
  /** The login name of the role's account (the erasure's confirmation). */
  account?: string;
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
  /** The same account's roles in the other two games, with a character each owns. */
  hsr: { role_id: string; server: string; characterId?: number };
  bh3: { role_id: string; server: string; characterId?: number };
  /** An upstream link of the account (made for the matrix; no upstream is ever called). */
  linkId?: number;
}

/** The account a request is sent as (null: logged out). */
export interface MatrixViewer {
  uid: number;
  account: string;
}

export interface MatrixRequest {
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * The access rules.
 *  - `records`: a role's records; visitors need switch 1, an under-13 account's are never public.
 *  - `characterDetails`: builds; visitors also need the character-details switch (2, 4 in hkrpg).
 *  - `notes`: real-time notes; the owner's alone (10104), and switch 3 must be on even for them
 *    in the games that have it.
 *  - `ownerWrite`: changes an owner makes to their own role; anyone else gets 10104.
 *  - `recordCard`: the card list; answered to anyone logged in, but a role's card is listed to
 *    others only under the same rule as `records`, each game's card under that game's switch 1.
 *  - `ownAccount`: acts on the cookie owner's own account (switches, guides, roles, links).
 *  - `ownLinks`: the cookie owner's upstream links; the target's link is listed to its owner only.
 *  - `ownLink`: names an upstream link by id; another account's link is "no such link" (-9205).
 *  - `ownImport`: imports saved answers; answers about another account's role are skipped as
 *    `other_account`, never stored.
 *  - `ownErase`: erases the cookie owner's account after its name is typed again; the matrix only
 *    ever sends a name that is not the viewer's own (see the row), so it always answers -9301.
 *  - `ownExport`: downloads the cookie owner's data; it holds the viewer's roles and nobody else's.
 *  - `profile`: another account's community profile; an under-13 one is private (1009 to others,
 *    like an unknown uid), and whether an account is under 13 is told to itself only.
 *  - `shareCheck`: the under-13 check before a share; another account's answer is the same for a
 *    private and an under-13 account, so it reveals no age. An account counts as shown when any
 *    game's chronicle is public.
 *  - `signedIn`: catalog and aggregate reads about no role: every session may read them.
 *  - `public`: no session needed.
 *  - `outOfScope`: not a viewer-facing endpoint (the reason says which test covers it).
 */
export type Access =
  | 'records'
  | 'characterDetails'
  | 'notes'
  | 'ownerWrite'
  | 'recordCard'
  | 'ownAccount'
  | 'ownLinks'
  | 'ownLink'
  | 'ownImport'
  | 'ownErase'
  | 'ownExport'
  | 'profile'
  | 'shareCheck'
  | 'signedIn'
  | 'public';

export type Rule =
  | {
      access: Access;
      /**
       * The request of a relation's viewer about a target, under the switches of the row's game
       * (`game`: the one it names when the endpoint serves several, else the main one).
       */
      request: (
        target: Target,
        switches: SwitchState,
        viewer?: MatrixViewer | null,
        game?: MatrixGame,
      ) => MatrixRequest;
      /**
       * The games an endpoint that serves several is checked in, one row each, each under its own
       * game's switches (default: the family's game, else the main one).
       */
      games?: readonly MatrixGame[];
      /**
       * What the endpoint answers where the main rule would allow it, when that is not 0: the
       * honkai3rd abyss report that does not apply to the captain's level answers -1.
       */
      allowedRetcode?: number;
      /**
       * Why the endpoint runs only in the all-public and all-private states of the first pass: it
       * reads no switch, and each call is limited (10–20 per account and 10 minutes) or heavy.
       */
      switchBlind?: string;
      /** Heavier still: it runs in the all-private state alone (where an owner's view matters). */
      allPrivateOnly?: true;
    }
  | { access: 'outOfScope'; reason: string };

export type MatrixRule = Exclude<Rule, { access: 'outOfScope' }>;

/** Whether the role is the viewer's own. */
export const OWN: Readonly<Record<Relation, boolean>> = {
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
  /** For `recordCard`: per game, whether the role's game card is listed. */
  cardListed?: Partial<Record<MatrixGame, boolean>>;
  /** For `profile`: the `is_minor` flag answered. */
  isMinor?: boolean;
  /** For `shareCheck`: whether sharing is allowed. */
  allowed?: boolean;
  /** For `ownLinks`: whether the target account's link is listed. */
  linkListed?: boolean;
  /** For `ownImport`: whether the answers about the target role were taken as the viewer's. */
  claimed?: boolean;
  /** For `ownExport`: whether the target role is in the download, and whether only the viewer's are. */
  exportsTarget?: boolean;
  onlyViewersData?: boolean;
}

/** The outcome the spec and the API contract give a relation under a switch state. */
export function expectedOutcome(
  rule: MatrixRule,
  game: MatrixGame,
  loginRetcode: number | undefined,
  relation: Relation,
  state: MatrixState,
): Expected {
  const { access } = rule;
  if (access === 'public') return { retcode: 0 };
  if (relation === 'loggedOut') return { retcode: loginRetcode ?? RETCODE.LOGIN_REQUIRED };
  const own = OWN[relation];
  const shown = (g: MatrixGame) => !TARGET_IS_MINOR[relation] && state[g][SWITCH.chronicle];
  const hiddenFromOthers = !shown(game);
  const switches = state[game];
  const detailsPublic = switches[SWITCH.characterDetails] as boolean;
  const notesSwitch = GAME_SWITCH_IDS[game][SWITCH.realTimeNotes];
  const denied = RETCODE.NOT_PUBLIC;
  const allowed = rule.allowedRetcode ?? 0;
  switch (access) {
    case 'signedIn':
    case 'ownAccount':
      return { retcode: allowed };
    case 'records':
      return { retcode: own || !hiddenFromOthers ? allowed : denied };
    case 'characterDetails':
      return { retcode: own || (!hiddenFromOthers && detailsPublic) ? allowed : denied };
    case 'notes':
      if (!own) return { retcode: RETCODE.NOTES_OWNER_ONLY };
      if (notesSwitch === null) return { retcode: allowed };
      return { retcode: switches[SWITCH.realTimeNotes] ? allowed : denied };
    case 'ownerWrite':
      return { retcode: own ? allowed : RETCODE.NOTES_OWNER_ONLY };
    case 'ownLinks':
      return { retcode: 0, linkListed: own };
    case 'ownLink':
      return { retcode: own ? allowed : RETCODE.LINK_NOT_FOUND };
    case 'ownImport':
      return { retcode: 0, claimed: own };
    case 'ownErase':
      return { retcode: RETCODE.CONFIRMATION_MISMATCH };
    case 'ownExport':
      return { retcode: 0, exportsTarget: own, onlyViewersData: true };
    case 'recordCard':
      return {
        retcode: 0,
        cardListed: Object.fromEntries(MATRIX_GAMES.map((g) => [g, own || shown(g)])),
      };
    case 'profile':
      // An under-13 account's profile is private: to others it is as if there were no such account.
      if (!own && TARGET_IS_MINOR[relation]) return { retcode: RETCODE.ROLE_NOT_FOUND };
      return { retcode: 0, isMinor: own && TARGET_IS_MINOR[relation] };
    case 'shareCheck':
      return {
        retcode: 0,
        allowed: !VIEWER_IS_MINOR[relation] && (own || MATRIX_GAMES.some(shown)),
      };
  }
}
