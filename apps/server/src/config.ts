import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readSettings, type Settings } from './config-values.js';
import { parseUpstreamConfig, type UpstreamConfig } from './modules/upstream/upstream.config.js';

export { ConfigError } from './config-values.js';

/**
 * An API host a page may switch to with `?host=<key>` (docs/reference/web-app.md#query-parameters).
 */
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
  /** `NODE_ENV=production`: no demo data unless asked for, and several instances need SECRET. */
  production: boolean;
  /** Origin used to turn relative icon paths into absolute URLs, without a trailing slash. */
  publicUrl: string;
  /**
   * PUBLIC_URL was set: answers always name it. Otherwise (`publicUrl` is then
   * `http://localhost:$PORT`) each answer names the origin its request was made to.
   */
  publicUrlFixed: boolean;
  /** Folder of the built web app. */
  webDist: string;
  logLevel: string;
  /**
   * How long requests in flight may finish once SIGTERM or SIGINT came before their connections
   * are cut (`SHUTDOWN_TIMEOUT_SECONDS`, default 10; http/shutdown.ts).
   */
  shutdownTimeoutSeconds: number;
  /** Login attempts allowed per account and IP in each `LOGIN_RATE.windowSeconds` window. */
  loginRateMax: number;
  /** Operator-configured API hosts (`API_HOSTS=eu=https://eu.example.com,asia=https://…`). */
  apiHosts: ApiHost[];
  /**
   * Behind a reverse proxy: client addresses come from X-Forwarded-For. `true` (`TRUST_PROXY=1`)
   * trusts every hop, so the proxy must overwrite the header; a list of the proxies' addresses or
   * ranges (`TRUST_PROXY=127.0.0.1,10.0.0.0/8`) trusts only those, and a client cannot pick its own
   * address by sending the header itself.
   */
  trustProxy: boolean | string;
  /**
   * The query the image host converts raster icons to webp with (`IMAGE_WEBP_QUERY`, e.g.
   * `x-oss-process=image/format,webp`); '' when it cannot.
   */
  imageWebpQuery: string;
  /** Risk control (issue #8): thresholds of the risk engine and the cost of its challenge. */
  risk: RiskConfig;
  /** Linked upstream accounts and their sync (issue 17). */
  upstream: UpstreamConfig;
  /** When logins and registrations must carry the sign-in check (`account/sign-in-guard.ts`). */
  signIn: SignInConfig;
  /**
   * Prometheus metrics at `/metrics` (http/metrics.ts); undefined, the default, turns them off:
   * no route, no hooks, no collectors.
   */
  metrics: MetricsConfig | undefined;
}

/** `METRICS=1` serves `/metrics` to anyone; `METRICS_TOKEN` only to scrapes that send the token. */
export interface MetricsConfig {
  /** The bearer token every scrape must send (`Authorization: Bearer <token>`); none when open. */
  token: string | undefined;
}

/** Limits of password guessing and registrations; a threshold of 0 turns its rule off. */
export interface SignInConfig {
  /** Failed sign-ins to one name in the window before its logins need the check. */
  nameFailures: number;
  /** Failed sign-ins from one address, across names, before its logins need the check. */
  addressFailures: number;
  /** The window of both counts. */
  windowSeconds: number;
  /** Registration attempts per address per hour without the check (0: the check always). */
  freeRegistrations: number;
}

export const SIGN_IN_DEFAULTS: SignInConfig = parseSignInConfig(readSettings({}));

function parseSignInConfig(settings: Settings): SignInConfig {
  return {
    nameFailures: settings.number('SIGNIN_CHECK_AFTER'),
    addressFailures: settings.number('SIGNIN_ADDRESS_CHECK_AFTER'),
    windowSeconds: settings.number('SIGNIN_WINDOW_SECONDS'),
    freeRegistrations: settings.number('REGISTRATIONS_PER_HOUR'),
  };
}

/**
 * The risk engine's thresholds (README "Risk control"). Every count is per subject (an account, or
 * a client address) within a sliding window; a threshold of 0 turns its rule off.
 */
export interface RiskConfig {
  /** The sliding window of the read and failed-login counts (`RISK_WINDOW_SECONDS`). */
  windowSeconds: number;
  /** Distinct other players' roles read in the window before a challenge (10035). */
  challengeRoles: number;
  /** Reads of other players' records (repeats included) in the window before a challenge. */
  challengeReads: number;
  /** Distinct other roles in the window before the forced limit (10041, a costlier challenge). */
  forcedRoles: number;
  /** Distinct other accounts an account may read in a rolling 24 h (10101 past it). */
  dailyPlayers: number;
  /** Failed logins in the window before the address (and the account tried) must pass a challenge. */
  failedLogins: number;
  /** How long a flag lasts when no challenge is passed (`RISK_FLAG_SECONDS`). */
  flagSeconds: number;
  /** PBKDF2 iterations per attempt of the proof of work (`RISK_POW_COST`); scales solve time. */
  powCost: number;
  /** Challenges an account may ask for per minute (`RISK_CHALLENGES_PER_MINUTE`). */
  challengesPerMinute: number;
  /** Key prefix of the risk state in Redis (fixed; tests give each run its own). */
  redisPrefix: string;
}

/** Defaults of the risk engine (README "Risk control" gives the reasoning). */
export const RISK_DEFAULTS: RiskConfig = parseRiskConfig({});

// The package root: `src/` in development, `dist/` in the bundle; both sit one level below it.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The `RISK_*` variables; see `RiskConfig` for what each one means. */
export function parseRiskConfig(env: NodeJS.ProcessEnv): RiskConfig {
  const settings = readSettings(env);
  return {
    windowSeconds: settings.number('RISK_WINDOW_SECONDS'),
    challengeRoles: settings.number('RISK_CHALLENGE_ROLES'),
    challengeReads: settings.number('RISK_CHALLENGE_READS'),
    forcedRoles: settings.number('RISK_FORCED_ROLES'),
    dailyPlayers: settings.number('RISK_DAILY_PLAYERS'),
    failedLogins: settings.number('RISK_FAILED_LOGINS'),
    flagSeconds: settings.number('RISK_FLAG_SECONDS'),
    powCost: settings.number('RISK_POW_COST'),
    challengesPerMinute: settings.number('RISK_CHALLENGES_PER_MINUTE'),
    redisPrefix: 'chronicle:risk:',
  };
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
      throw new ConfigError(
        `API_HOSTS: "${entry}" must be key=origin with a key of a-z, 0-9, _ or -`,
      );
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError(`API_HOSTS: "${raw}" is not a URL`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
      throw new ConfigError(`API_HOSTS: "${raw}" must be an http(s) origin without credentials`);
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol === 'http:' && !httpAllowed && !loopback) {
      throw new ConfigError(`API_HOSTS: "${raw}" must use https (PUBLIC_URL is https)`);
    }
    if (url.pathname !== '/' || url.search || url.hash) {
      throw new ConfigError(`API_HOSTS: "${raw}" must be an origin only (no path or query)`);
    }
    if (hosts.some((h) => h.key === key))
      throw new ConfigError(`API_HOSTS: key "${key}" appears twice`);
    hosts.push({ key, origin: url.origin });
  }
  return hosts;
}

/** `TRUST_PROXY`: unset, `1`, or the proxies' addresses and CIDR ranges separated by commas. */
export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  const entries = value.split(',').map((e) => e.trim());
  if (
    !entries.every(
      (e) => /^(?:[0-9.]+|[0-9a-fA-F:]+)(?:\/[0-9]{1,3})?$/.test(e) || e === 'loopback',
    )
  ) {
    throw new ConfigError(
      `TRUST_PROXY must be 1 or addresses/CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8), got "${value}"`,
    );
  }
  return entries.join(',');
}

/**
 * `IMAGE_WEBP_QUERY`: `name=value` pairs joined by `&`, without the leading `?`. Anything else (a URL,
 * a fragment, spaces) is refused at start-up, so a page never builds a broken icon URL from it.
 */
export function parseWebpQuery(value: string | undefined): string {
  if (value === undefined) return '';
  const query = value.replace(/^\?/, '');
  if (
    !/^[A-Za-z0-9_.~%,/-]+=[A-Za-z0-9_.~%,/-]*(&[A-Za-z0-9_.~%,/-]+=[A-Za-z0-9_.~%,/-]*)*$/.test(
      query,
    )
  ) {
    throw new ConfigError(
      `IMAGE_WEBP_QUERY must be name=value pairs joined by & (e.g. x-oss-process=image/format,webp), got "${value}"`,
    );
  }
  return query;
}

/**
 * `METRICS` (`1` on, `0` or unset off) and `METRICS_TOKEN` (on, behind the token; its shape is
 * checked by its schema).
 */
function parseMetricsConfig(
  metrics: string | undefined,
  token: string | undefined,
): MetricsConfig | undefined {
  if (token !== undefined) {
    if (metrics === '0') {
      throw new ConfigError(
        'METRICS=0 turns the metrics off, but METRICS_TOKEN is set: unset one of them',
      );
    }
    return { token };
  }
  return metrics === '1' ? { token: undefined } : undefined;
}

/**
 * The demo accounts have published passwords: a production server loads them only when
 * CHRONICLE_DEMO=1 says so; elsewhere (a first look with `npm start`) unless CHRONICLE_DEMO=0.
 */
function parseDemo(value: string | undefined, production: boolean): boolean {
  return production ? value === '1' : value !== '0';
}

/**
 * Instances sharing one database and Redis (REDIS_URL) in production must share one SECRET: each
 * would otherwise depend on which of them stored its generated one first.
 */
function checkSecret(
  production: boolean,
  redisUrl: string | undefined,
  secret: string | undefined,
) {
  if (production && redisUrl && !secret) {
    throw new ConfigError(
      'SECRET must be set in production when REDIS_URL is (several instances sign sessions and challenges with it): set the same long random value on every instance, e.g. from `openssl rand -hex 32`',
    );
  }
}

/**
 * Reads the configuration from environment variables, checked against their declarations in
 * config-schema.ts; a wrong value throws a ConfigError naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const settings = readSettings(env);
  const port = settings.number('PORT');
  const production = settings.text('NODE_ENV') === 'production';
  checkSecret(production, settings.text('REDIS_URL'), settings.text('SECRET'));
  const publicUrl = (settings.text('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    publicUrlFixed: settings.text('PUBLIC_URL') !== undefined,
    host: settings.text('HOST') ?? '0.0.0.0',
    databaseUrl: settings.text('DATABASE_URL') ?? 'sqlite:./data/chronicle.db',
    redisUrl: settings.text('REDIS_URL'),
    secret: settings.text('SECRET'),
    demo: parseDemo(settings.text('CHRONICLE_DEMO'), production),
    production,
    publicUrl,
    webDist: path.resolve(settings.text('WEB_DIST') ?? path.join(packageRoot, '..', 'web', 'dist')),
    logLevel: settings.text('LOG_LEVEL') ?? 'info',
    shutdownTimeoutSeconds: settings.number('SHUTDOWN_TIMEOUT_SECONDS'),
    loginRateMax: settings.number('LOGIN_RATE_MAX'),
    apiHosts: parseApiHosts(settings.text('API_HOSTS'), publicUrl),
    trustProxy: parseTrustProxy(settings.text('TRUST_PROXY')),
    imageWebpQuery: parseWebpQuery(settings.text('IMAGE_WEBP_QUERY')),
    risk: parseRiskConfig(env),
    upstream: parseUpstreamConfig(env),
    signIn: parseSignInConfig(settings),
    metrics: parseMetricsConfig(settings.text('METRICS'), settings.text('METRICS_TOKEN')),
  };
}
