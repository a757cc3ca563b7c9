/*
 * The settings of the upstream sync (issue 17), read from the environment once. A player picks one
 * of the configured upstreams by name and never types a URL, so the server only ever calls
 * addresses the operator allowed.
 */

/** A HoYoLAB-compatible server players may link accounts on. */
export interface UpstreamHost {
  /** What a player picks: `hoyolab`. */
  name: string;
  /** `https://sg-public-api.hoyolab.com`: scheme, host and port only. */
  origin: string;
}

export interface UpstreamConfig {
  hosts: UpstreamHost[];
  /**
   * Hosts images may be mirrored from besides the upstreams themselves: exact names or `*.` suffix
   * patterns, https only.
   */
  imageHosts: string[];
  /** The salt of the DS header (HoYoLAB's overseas web salt by default; a Chronicle ignores it). */
  dsSalt: string;
  /** Every link syncs on its own this often (with jitter). */
  syncIntervalHours: number;
  /** Links this instance syncs at once; 0 turns the worker off here. */
  workers: number;
  /** The least time between two requests of one link (with jitter on top): politeness. */
  requestIntervalMs: number;
  /** The largest image mirrored. */
  mediaMaxBytes: number;
}

/**
 * HoYoLAB's overseas record API host (every game-record family and the card live under
 * `/event/game_record/` there; docs/reference/upstream-sync.md).
 */
export const DEFAULT_UPSTREAM_HOSTS = 'hoyolab=https://sg-public-api.hoyolab.com';
/** Where HoYoLAB's answers point their icons and pictures. */
export const DEFAULT_IMAGE_HOSTS = '*.hoyolab.com,*.hoyoverse.com,*.mihoyo.com';
/** The overseas web DS salt real clients (genshin.py and others) use. */
export const DEFAULT_DS_SALT = '6s25p5ox5y14umn1p61aqyyvbvvl3lrt';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether plain http is allowed for a host: only on this machine (tests, local setups). */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK.has(hostname);

/**
 * `name=origin` pairs separated by commas; https, or http on loopback only. `none` offers no
 * upstream at all (linking is off; imports still work).
 */
export function parseUpstreamHosts(value: string): UpstreamHost[] {
  const hosts: UpstreamHost[] = [];
  if (value.trim() === 'none') return hosts;
  for (const item of value.split(',')) {
    const entry = item.trim();
    if (!entry) continue;
    const eq = entry.indexOf('=');
    const name = eq > 0 ? entry.slice(0, eq).trim() : '';
    const raw = eq > 0 ? entry.slice(eq + 1).trim() : '';
    if (!/^[a-z0-9_-]{1,32}$/.test(name)) {
      throw new Error(
        `UPSTREAM_HOSTS: "${entry}" must be name=https://host with a name of a-z, 0-9, _ or -`,
      );
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`UPSTREAM_HOSTS: "${raw}" is not a URL`);
    }
    if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
      throw new Error(
        `UPSTREAM_HOSTS: "${raw}" must be an origin only (no path, query or credentials)`,
      );
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      throw new Error(`UPSTREAM_HOSTS: "${raw}" must use https (plain http only on loopback)`);
    }
    if (hosts.some((h) => h.name === name))
      throw new Error(`UPSTREAM_HOSTS: "${name}" appears twice`);
    hosts.push({ name, origin: url.origin });
  }
  return hosts;
}

/** `UPSTREAM_IMAGE_HOSTS`: host names or `*.suffix` patterns separated by commas. */
export function parseImageHosts(value: string): string[] {
  const hosts = value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
      throw new Error(`UPSTREAM_IMAGE_HOSTS: "${host}" must be a host name or *.domain`);
    }
  }
  return hosts;
}

function number(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  check: (n: number) => boolean,
  rule: string,
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || !check(n)) throw new Error(`${name} must be ${rule}, got "${raw}"`);
  return n;
}

/** Reads the `UPSTREAM_*`, `SYNC_*` and `MEDIA_*` variables. */
export function parseUpstreamConfig(env: NodeJS.ProcessEnv): UpstreamConfig {
  const text = (name: string, fallback: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? fallback : raw;
  };
  return {
    hosts: parseUpstreamHosts(text('UPSTREAM_HOSTS', DEFAULT_UPSTREAM_HOSTS)),
    imageHosts: parseImageHosts(text('UPSTREAM_IMAGE_HOSTS', DEFAULT_IMAGE_HOSTS)),
    dsSalt: text('UPSTREAM_DS_SALT', DEFAULT_DS_SALT),
    syncIntervalHours: number(
      env,
      'SYNC_INTERVAL_HOURS',
      6,
      (n) => n > 0 && n <= 24 * 30,
      'hours between 0 and 720',
    ),
    workers: number(
      env,
      'SYNC_WORKERS',
      1,
      (n) => Number.isInteger(n) && n >= 0 && n <= 16,
      'a whole number from 0 to 16',
    ),
    requestIntervalMs: number(
      env,
      'SYNC_REQUEST_INTERVAL_MS',
      1000,
      (n) => Number.isInteger(n) && n >= 0,
      'a whole number of milliseconds',
    ),
    mediaMaxBytes: number(
      env,
      'MEDIA_MAX_BYTES',
      2 * 1024 * 1024,
      (n) => Number.isInteger(n) && n >= 1024,
      'a whole number of bytes, at least 1024',
    ),
  };
}
