/**
 * Business constants and limits of docs/reference/web-app.md#constants, shared by server and web.
 */
export const CONSTANTS = {
  /**
   * Cached role info lifetime (docs/reference/web-app.md#record-cards-and-roles,
   * docs/reference/web-app.md#constants).
   */
  roleCacheSeconds: 86_400,
  /**
   * The desktop header turns solid black past this scroll offset
   * (docs/reference/web-app.md#layouts).
   */
  headerSolidScrollPx: 56,
  /** Character card hover: delay and offset (docs/reference/web-app.md#constants). */
  cardHoverDelayMs: 80,
  cardHoverOffsetPx: 20,
  defaultHoverDelayMs: 200,
  /** Loading indicators appear only after this delay, so fast answers never flash a spinner. */
  loadingDelayMs: 400,
  /** Minimum gap between two exposure tracking events. */
  exposureGapMs: 250,
  roleSelectorDebounceMs: 300,
  resizeDebounceMs: 300,
  /**
   * A lazy page chunk that has not loaded by then shows the load error
   * (docs/reference/web-app.md#errors).
   */
  chunkLoadTimeoutMs: 120_000,
  announcementRemoveDelayMs: 300,
  shareOverlayRenderMs: 1_000,
  shareOverlayClearMs: 1_500,
  /** Percentages: decimals and upper limit (docs/reference/web-app.md#formatting). */
  percentDecimals: 2,
  percentLimit: 100,
  /** Mobile root font size = viewport width / designWidth * 100 px. */
  mobileDesignWidthPx: 375,
  shareFrameWidthPx: 375,
  eventLayoutContentWidthPx: 1_200,
  nullPlaceholder: '-',
  /** Feature switch values (docs/reference/privacy.md#feature-switches). */
  featureOn: '1',
  featureOff: '0',
} as const;

/**
 * Share channels (docs/reference/web-app.md#constants); `image` is offered to the owner only
 * (docs/reference/web-app.md#sharing).
 */
export const SHARE_CHANNELS = ['facebook', 'twitter', 'link', 'image'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** Platform values of the x-rpc-platform header (docs/reference/web-app.md#request-headers). */
export const PLATFORM = { web: 5, desktopMobile: 4, ios: 1, android: 2 } as const;

/**
 * x-rpc-client_type sent by web clients (docs/reference/web-app.md#calls,
 * docs/reference/hoyolab-api.md#request-headers).
 */
export const CLIENT_TYPE_WEB = 5;
export const APP_VERSION = '1.5.0';

/**
 * Request headers of docs/reference/web-app.md#request-headers as the server reads them (lower
 * case).
 */
export const HEADERS = {
  language: 'x-rpc-language',
  languageAlt: 'x-rpc-lang',
  deviceId: 'x-rpc-device_id',
  deviceFp: 'x-rpc-device_fp',
  platform: 'x-rpc-platform',
  pageMarker: 'x-rpc-page',
  clientType: 'x-rpc-client_type',
  appVersion: 'x-rpc-app_version',
  environment: 'x-rpc-environment',
  minor: 'x-rpc-is_teenager',
  sysVersion: 'x-rpc-sys_version',
  deviceName: 'x-rpc-device_name',
  challengeGame: 'x-rpc-challenge_game',
  challengePath: 'x-rpc-challenge_path',
  traceId: 'x-rpc-trace_id',
} as const;

/**
 * Response header of every answer to a signed-in call: the account the answer was made for. The
 * web app's service worker files its offline copies of answers under it, so one account's records
 * are never shown to another signed in later in the same browser (docs/reference/web-app.md#offline).
 */
export const VIEWER_HEADER = 'x-chronicle-viewer';

/**
 * The web app's entry pages: each URL the server answers with a page, and the built file (under the
 * web build's folder) that is the page. The server routes them; the service worker answers the same
 * URLs from its kept copy of that file when offline.
 */
export const ENTRY_PAGES: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/m.html': 'm.html',
  '/rpg/': 'rpg/index.html',
  '/rpg/index.html': 'rpg/index.html',
  '/rpg/m.html': 'rpg/m.html',
};

/**
 * Cookie names (docs/reference/hoyolab-api.md#cookies): v2 names are set; v1 names are accepted on
 * requests.
 */
export const COOKIES = {
  uid: 'ltuid_v2',
  token: 'ltoken_v2',
  legacyUid: 'ltuid',
  legacyToken: 'ltoken',
  lang: 'mi18nLang',
} as const;

/** Privacy switch ids of the main game (docs/reference/privacy.md#privacy-switches). */
export const SWITCH = { chronicle: 1, characterDetails: 2, realTimeNotes: 3 } as const;

/**
 * Chronicle's own privacy switch, in every game: whether share images and cards show the role's
 * UID in full (public, the default) or masked by `maskUid`
 * (docs/reference/privacy.md#uid-on-share-images). Changed through `changeDataSwitch` like the
 * others but never listed in `data_switches`, where HoYoLAB clients expect only HoYoLAB's ids
 * (1 to 4); the card says `uid_masked` instead. 90 stays clear of HoYoLAB's numbering and inside
 * the 1 to 99 the switch bodies accept. Per account and game like the other switches, on the
 * settings page whose switches "apply to all roles of this account in this game", rather than one
 * account-wide setting: a UID is a game's, and as a switch it needs no migration and no new
 * endpoint, and the account's data export and deletion already carry it.
 */
export const SHARE_UID_SWITCH = 90;

/**
 * The switch that shows character builds to visitors: 2, or 4 in the third game
 * (docs/reference/privacy.md#privacy-switches).
 */
export function characterDetailsSwitch(gameId: number): number {
  return gameId === 6 ? 4 : SWITCH.characterDetails;
}

/**
 * Character ids that form special lists (docs/reference/web-app.md#special-characters): they get
 * their own group in roster views and may lack constellations or have no fixed element.
 */
export const SPECIAL_CHARACTER_IDS = [10000117, 10000118, 10000062] as const;

/** Query parameters the web app reads (docs/reference/web-app.md#query-parameters). */
export const QUERY = {
  uid: 'uid',
  userId: 'user_id',
  gid: 'gid',
  gameId: 'game_id',
  lang: 'lang',
  host: 'host',
  disableTrack: 'disable_track',
} as const;

/**
 * Visitor may read at most this many other players' records per day
 * (docs/reference/privacy.md#visitor-rules, 10101).
 */
export const VISITOR_DAILY_LIMIT = 30;

/** Login attempts allowed per account+IP within the window before -3006. */
export const LOGIN_RATE = { max: 10, windowSeconds: 600 } as const;

/** Sessions last this long (seconds). */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/**
 * Beginner guides (docs/reference/web-app.md#one-time-guides `beginner_guide/status|update`):
 * one-time tips, remembered per account on the server so a tip seen on the phone is not shown again
 * on the desktop.
 *  - `settings`: where the privacy switches live (owner, game home);
 *  - `role_switch`: how to switch between one's roles (owner);
 *  - `share`: sharing the chronicle (owner);
 *  - `visitor`: you are looking at someone else's chronicle (visitor).
 */
export const GUIDE_KEYS = ['settings', 'role_switch', 'share', 'visitor'] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];

/**
 * Per-game feature switches an operator sets (docs/reference/privacy.md#feature-switches "per-game
 * feature switches are passed to
 * pages"; values '1' on, '0' off, docs/reference/privacy.md#feature-switches). Every switch is on
 * until turned off.
 * - `share`: the share button; off also resets the role-combat act share
 * (docs/reference/web-app.md#sharing);
 *  - `share_image`: the image channel of the share menu;
 *  - `data_review`: the "journey summary" entry and page;
 *  - `character_links`: the wiki, calculator, lineup and guide links of the character pop-up;
 *  - `act_calendar`: the event calendar entry of the records navigation.
 */
export const FEATURE_SWITCH_KEYS = [
  'share',
  'share_image',
  'data_review',
  'character_links',
  'act_calendar',
] as const;
export type FeatureSwitchKey = (typeof FEATURE_SWITCH_KEYS)[number];
