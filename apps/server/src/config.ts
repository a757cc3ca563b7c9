import { LOGIN_RATE } from '@chronicle/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** An API host a page may switch to with `?host=<key>` (spec §2). */
export interface ApiHost {
  key: string;
  /** `https://api.example.com` — scheme, host and port only. */
  origin: string;
}

/** Typed runtime configuration, read once from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  /** `sqlite:<path>`, `sqlite::memory:` or `postgres://…`. */
  databaseUrl: string;
  redisUrl: string | undefined;
  /** When undefined, a generated secret stored in the `settings` table is used. */
  secret: string | undefined;
  /** Load demo data into an empty database at startup. */
  demo: boolean;
  /** Origin used to turn relative icon paths into absolute URLs, without a trailing slash. */
  publicUrl: string;
  /** Folder of the built web app. */
  webDist: string;
  logLevel: string;
  /** Login attempts allowed per account and IP in each `LOGIN_RATE.windowSeconds` window. */
  loginRateMax: number;
  /** Operator-configured API hosts (`API_HOSTS=eu=https://eu.example.com,asia=https://…`). */
  apiHosts: ApiHost[];
  /** Behind a reverse proxy (`TRUST_PROXY=1`): client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
}

// The package root: `src/` in development, `dist/` in the bundle; both sit one level below it.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return n;
}

/**
 * `key=origin` pairs separated by commas. Only origins are accepted (no path, no credentials), so a
 * `host` query parameter can never point the app at an arbitrary URL.
 */
export function parseApiHosts(value: string | undefined, publicUrl = 'https://'): ApiHost[] {
  // Credentialed CORS to a plain-http origin would let a network attacker read signed-in answers;
  // http is only for loopback or a deployment that is itself plain http.
  const httpAllowed = publicUrl.startsWith('http:');
  if (value === undefined) return [];
  const hosts: ApiHost[] = [];
  for (const item of value.split(',')) {
    const entry = item.trim();
    if (!entry) continue;
    const eq = entry.indexOf('=');
    const key = eq > 0 ? entry.slice(0, eq).trim() : '';
    const raw = eq > 0 ? entry.slice(eq + 1).trim() : '';
    if (!/^[a-z0-9_-]{1,32}$/.test(key)) {
      throw new Error(`API_HOSTS: "${entry}" must be key=origin with a key of a-z, 0-9, _ or -`);
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`API_HOSTS: "${raw}" is not a URL`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
      throw new Error(`API_HOSTS: "${raw}" must be an http(s) origin without credentials`);
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol === 'http:' && !httpAllowed && !loopback) {
      throw new Error(`API_HOSTS: "${raw}" must use https (PUBLIC_URL is https)`);
    }
    if (url.pathname !== '/' || url.search || url.hash) {
      throw new Error(`API_HOSTS: "${raw}" must be an origin only (no path or query)`);
    }
    if (hosts.some((h) => h.key === key)) throw new Error(`API_HOSTS: key "${key}" appears twice`);
    hosts.push({ key, origin: url.origin });
  }
  return hosts;
}

/** Reads the configuration from environment variables (defaults documented in ARCHITECTURE.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(nonEmpty(env.PORT));
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? 'sqlite:./data/chronicle.db',
    redisUrl: nonEmpty(env.REDIS_URL),
    secret: nonEmpty(env.SECRET),
    demo: nonEmpty(env.CHRONICLE_DEMO) !== '0',
    publicUrl,
    webDist: path.resolve(nonEmpty(env.WEB_DIST) ?? path.join(packageRoot, '..', 'web', 'dist')),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    loginRateMax: parsePositiveInt('LOGIN_RATE_MAX', nonEmpty(env.LOGIN_RATE_MAX), LOGIN_RATE.max),
    apiHosts: parseApiHosts(nonEmpty(env.API_HOSTS), publicUrl),
    trustProxy: nonEmpty(env.TRUST_PROXY) === '1',
  };
}
