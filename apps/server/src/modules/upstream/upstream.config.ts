import { ConfigError, readSettings } from '../../config-values.js';

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
      throw new ConfigError(
        `UPSTREAM_HOSTS: "${entry}" must be name=https://host with a name of a-z, 0-9, _ or -`,
      );
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError(`UPSTREAM_HOSTS: "${raw}" is not a URL`);
    }
    if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
      throw new ConfigError(
        `UPSTREAM_HOSTS: "${raw}" must be an origin only (no path, query or credentials)`,
      );
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      throw new ConfigError(
        `UPSTREAM_HOSTS: "${raw}" must use https (plain http only on loopback)`,
      );
    }
    if (hosts.some((h) => h.name === name))
      throw new ConfigError(`UPSTREAM_HOSTS: "${name}" appears twice`);
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
      throw new ConfigError(`UPSTREAM_IMAGE_HOSTS: "${host}" must be a host name or *.domain`);
    }
  }
  return hosts;
}

/** Reads the `UPSTREAM_*`, `SYNC_*` and `MEDIA_*` variables (declared in config-schema.ts). */
export function parseUpstreamConfig(env: NodeJS.ProcessEnv): UpstreamConfig {
  const settings = readSettings(env);
  return {
    hosts: parseUpstreamHosts(settings.text('UPSTREAM_HOSTS') ?? ''),
    imageHosts: parseImageHosts(settings.text('UPSTREAM_IMAGE_HOSTS') ?? ''),
    dsSalt: settings.text('UPSTREAM_DS_SALT') ?? '',
    syncIntervalHours: settings.number('SYNC_INTERVAL_HOURS'),
    workers: settings.number('SYNC_WORKERS'),
    requestIntervalMs: settings.number('SYNC_REQUEST_INTERVAL_MS'),
    mediaMaxBytes: settings.number('MEDIA_MAX_BYTES'),
  };
}
