/**
 * The three games of docs/reference/web-app.md#games-and-pages,
 * docs/reference/web-app.md#constants. Names are Chronicle's own (no real game titles or art);
 * every visible word is an i18n key the web app translates. Art references point at original SVG
 * art the
 * web app ships (`apps/web/src/assets/games/<key>/…`).
 */
export type GameKey = 'ys' | 'bh3' | 'hsr';
export type GameId = 1 | 2 | 6;

export interface GameServer {
  /**
   * Region id as real clients send it in `server`
   * (docs/reference/hoyolab-api.md#value-conventions).
   */
  region: string;
  /** Server-text key of the display name (see server-text.ts). */
  nameKey: ServerRegionKey;
}

export type ServerRegionKey = 'america' | 'europe' | 'asia' | 'twhkmo' | 'sea' | 'japan' | 'korea';

export interface GameConfig {
  id: GameId;
  key: GameKey;
  /** Route hash of the game home (docs/reference/web-app.md#routes). */
  hash: `/${GameKey}`;
  appId: number;
  gameBiz: 'hk4e_global' | 'bh3_global' | 'hkrpg_global';
  /** Page name used by tracking and the route guard. */
  pageName: string;
  /** Product name shown in the UI (Chronicle's own invented title). */
  name: string;
  /** i18n keys (namespace `games`). */
  titleKey: `games.${GameKey}.title`;
  descriptionKey: `games.${GameKey}.description`;
  /** Path prefix of the HTML pages that serve this game (the third game lives under /rpg/). */
  pagePrefix: '' | '/rpg';
  /** Record-game API family segment (`/game_record/<segment>/api/…`). */
  apiSegment: 'genshin' | 'honkai3rd' | 'hkrpg';
  /**
   * Privacy switches this game shows, in order (docs/reference/privacy.md#privacy-switches,
   * docs/reference/other-games.md#record-card-and-switches).
   */
  switchIds: readonly number[];
  /** Card background colour (hex without #) as real cards carry it. */
  backgroundColor: string;
  /** Theme colours for the shell. */
  theme: { accent: string; background: string; backgroundAlt: string };
  /** Art keys the web resolves to its original SVG assets. */
  art: {
    logo: string;
    background: string;
    navIcons: { home: string; records: string; settings: string };
    errorImage: string;
  };
  servers: readonly GameServer[];
}

export const GAMES: readonly GameConfig[] = [
  {
    id: 2,
    key: 'ys',
    hash: '/ys',
    appId: 121,
    gameBiz: 'hk4e_global',
    pageName: 'ys',
    name: 'Wanderlight',
    titleKey: 'games.ys.title',
    descriptionKey: 'games.ys.description',
    pagePrefix: '',
    apiSegment: 'genshin',
    switchIds: [1, 2, 3],
    backgroundColor: 'D3BC8E',
    theme: { accent: '#d3bc8e', background: '#1b2233', backgroundAlt: '#2a3550' },
    art: {
      logo: 'ys/logo',
      background: 'ys/background',
      navIcons: { home: 'ys/nav-home', records: 'ys/nav-records', settings: 'ys/nav-settings' },
      errorImage: 'ys/error',
    },
    servers: [
      { region: 'os_usa', nameKey: 'america' },
      { region: 'os_euro', nameKey: 'europe' },
      { region: 'os_asia', nameKey: 'asia' },
      { region: 'os_cht', nameKey: 'twhkmo' },
    ],
  },
  {
    id: 1,
    key: 'bh3',
    hash: '/bh3',
    appId: 145,
    gameBiz: 'bh3_global',
    pageName: 'bh3',
    name: 'Starfall Vanguard',
    titleKey: 'games.bh3.title',
    descriptionKey: 'games.bh3.description',
    pagePrefix: '',
    apiSegment: 'honkai3rd',
    switchIds: [1, 2],
    backgroundColor: '00C3FF',
    theme: { accent: '#7fd4ff', background: '#101a2e', backgroundAlt: '#1d2c4a' },
    art: {
      logo: 'bh3/logo',
      background: 'bh3/background',
      navIcons: { home: 'bh3/nav-home', records: 'bh3/nav-records', settings: 'bh3/nav-settings' },
      errorImage: 'bh3/error',
    },
    servers: [
      { region: 'overseas01', nameKey: 'sea' },
      { region: 'usa01', nameKey: 'america' },
      { region: 'eur01', nameKey: 'europe' },
      { region: 'jp01', nameKey: 'japan' },
      { region: 'kr01', nameKey: 'korea' },
      { region: 'asia01', nameKey: 'twhkmo' },
    ],
  },
  {
    id: 6,
    key: 'hsr',
    hash: '/hsr',
    appId: 491,
    gameBiz: 'hkrpg_global',
    pageName: 'hsr',
    name: 'Stellar Transit',
    titleKey: 'games.hsr.title',
    descriptionKey: 'games.hsr.description',
    pagePrefix: '/rpg',
    apiSegment: 'hkrpg',
    switchIds: [1, 4],
    backgroundColor: 'FFC870',
    theme: { accent: '#ffc870', background: '#15132a', backgroundAlt: '#29244a' },
    art: {
      logo: 'hsr/logo',
      background: 'hsr/background',
      navIcons: { home: 'hsr/nav-home', records: 'hsr/nav-records', settings: 'hsr/nav-settings' },
      errorImage: 'hsr/error',
    },
    servers: [
      { region: 'prod_official_usa', nameKey: 'america' },
      { region: 'prod_official_eur', nameKey: 'europe' },
      { region: 'prod_official_asia', nameKey: 'asia' },
      { region: 'prod_official_cht', nameKey: 'twhkmo' },
    ],
  },
];

/**
 * The main game (docs/reference/web-app.md#games-and-pages): the root route redirects to its home.
 */
export const MAIN_GAME_ID: GameId = 2;

export function gameById(id: number): GameConfig | undefined {
  return GAMES.find((g) => g.id === id);
}

export function gameByKey(key: string): GameConfig | undefined {
  return GAMES.find((g) => g.key === key);
}

export function gameByBiz(biz: string): GameConfig | undefined {
  return GAMES.find((g) => g.gameBiz === biz);
}

/**
 * Derives the game from a route hash path such as `/ys/abyss` (docs/reference/web-app.md#routes);
 * undefined for unknown.
 */
export function gameFromPath(path: string): GameConfig | undefined {
  const first = path.replace(/^#?\/?/, '').split(/[/?]/)[0] ?? '';
  return gameByKey(first);
}

const UID_PREFIX_SERVER: Record<GameId, Record<string, string>> = {
  // genshin.py utility/uid.py: the digits before the last 8.
  2: { '6': 'os_usa', '7': 'os_euro', '8': 'os_asia', '18': 'os_asia', '9': 'os_cht' },
  6: {
    '6': 'prod_official_usa',
    '7': 'prod_official_eur',
    '8': 'prod_official_asia',
    '9': 'prod_official_cht',
  },
  1: {},
};

/**
 * The server (region) a game uid belongs to, by the rule real clients use
 * (docs/reference/hoyolab-api.md#uid-to-server,
 * docs/reference/other-games.md#uid-to-server). Returns undefined when the uid maps to no overseas
 * server.
 */
export function serverForUid(gameId: GameId, uid: string): string | undefined {
  if (!/^\d{8,10}$/.test(uid)) return undefined;
  if (gameId === 1) {
    const n = Number(uid);
    if (n > 10_000_000 && n < 100_000_000) return 'overseas01';
    if (n > 100_000_000 && n < 200_000_000) return 'usa01';
    if (n > 200_000_000 && n < 300_000_000) return 'eur01';
    return undefined;
  }
  return UID_PREFIX_SERVER[gameId][uid.slice(0, -8)];
}
