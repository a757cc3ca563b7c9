import { LOGIN_RATE } from '@chronicle/contract';
import Type, { type TSchema } from 'typebox';

/*
 * Every environment variable the server and the CLI read, declared once: its type, its default and
 * what it does. config.ts validates the environment against it (config-values.ts) and builds the
 * typed configuration; README.md's configuration table is generated from it (`npm run docs:config`,
 * config-docs.ts) and a test fails when the two differ; deploy-files.test.ts checks that the
 * deployment files set only variables declared here.
 *
 * Besides the JSON Schema keywords, a setting's schema carries:
 * - `description`: the README's explanation (Markdown);
 * - `defaultText`: the README's default when it is not simply `default` (computed, or long);
 * - `rule`: how the error names a wrong value, when the generated wording does not fit;
 * - `secret`: a wrong value is not repeated in the error.
 */

/** HoYoLAB's overseas record API host (docs/reference/upstream-sync.md). */
export const DEFAULT_UPSTREAM_HOSTS = 'hoyolab=https://sg-public-api.hoyolab.com';
/** Where HoYoLAB's answers point their icons and pictures. */
export const DEFAULT_IMAGE_HOSTS = '*.hoyolab.com,*.hoyoverse.com,*.mihoyo.com';
/** The overseas web DS salt real clients (genshin.py and others) use. */
export const DEFAULT_DS_SALT = '6s25p5ox5y14umn1p61aqyyvbvvl3lrt';

interface Doc {
  [keyword: PropertyKey]: unknown;
  description: string;
  defaultText?: string;
  rule?: string;
  secret?: boolean;
}

const text = (doc: Doc & { default?: string; pattern?: string }) => Type.String(doc);
const positive = (value: number, doc: Doc) =>
  Type.Integer({ minimum: 1, default: value, rule: 'a positive integer', ...doc });
/** A count where 0 turns its rule off. */
const threshold = (value: number, doc: Doc) =>
  Type.Integer({
    minimum: 0,
    default: value,
    rule: 'a whole number (0 turns the rule off)',
    ...doc,
  });
const flag = (doc: Doc) =>
  Type.Union([Type.Literal('0'), Type.Literal('1')], { rule: '1 (on) or 0 (off)', ...doc });

const OPERATIONS = '[docs/DEPLOY.md](docs/DEPLOY.md#operations)';

export const CONFIG_SCHEMA = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65_535, default: 8080, description: 'HTTP port' }),
  HOST: text({ default: '0.0.0.0', description: 'interface to listen on' }),
  DATABASE_URL: text({
    default: 'sqlite:./data/chronicle.db',
    pattern: '^(sqlite:|postgres(ql)?://)',
    rule: 'sqlite:<path> or postgres://user@host:5432/db',
    secret: true,
    description: '`sqlite:<path>` (embedded, WAL) or `postgres://user@host:5432/db`',
  }),
  REDIS_URL: text({
    pattern: '^rediss?://',
    rule: 'redis://host:6379 (or rediss://)',
    secret: true,
    description:
      "`redis://host:6379`: shares rate limits and the risk engine's state between several server instances",
  }),
  SECRET: text({
    defaultText: 'generated once, kept in the DB',
    secret: true,
    description:
      "key for session-token hashing and for sealing linked accounts' cookies; set the same value on every instance (changing it means every link must be made again)",
  }),
  CHRONICLE_DEMO: flag({
    defaultText: '`1` (`0` with `NODE_ENV=production`)',
    description:
      '`0` skips loading the demo data into an empty database; `1` loads it in production too',
  }),
  NODE_ENV: text({
    description:
      '`production`: demo data only with `CHRONICLE_DEMO=1`, and `SECRET` required when `REDIS_URL` is set',
  }),
  PUBLIC_URL: text({
    pattern: '^https?://[^/?#\\s]+(/[^?#\\s]*)?$',
    rule: 'an http(s) URL without query, e.g. https://records.example.org',
    description:
      "public base URL of absolute icon and deep-link URLs in API payloads; unset, each answer uses the origin its request was made to (so browsing by the machine's address works)",
  }),
  WEB_DIST: text({
    defaultText: '`apps/web/dist`',
    description: 'the folder of the built web app the server serves',
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    {
      default: 'info',
      description: `\`fatal\`, \`error\`, \`warn\`, \`info\`, \`debug\`, \`trace\` or \`silent\` (each line of a request carries its \`reqId\`, see ${OPERATIONS})`,
    },
  ),
  SHUTDOWN_TIMEOUT_SECONDS: positive(10, {
    description: `on SIGTERM or SIGINT, how long requests in flight may finish before their connections are cut (${OPERATIONS})`,
  }),
  METRICS: flag({
    description:
      '`1` serves Prometheus metrics at `/metrics` to anyone (requests by route and retcode, syncs, risk decisions, database pool, event loop, memory; [docs/DEPLOY.md](docs/DEPLOY.md#metrics))',
  }),
  METRICS_TOKEN: text({
    pattern: '^[\\x21-\\x7e]{16,256}$',
    rule: '16 to 256 visible ASCII characters without spaces, e.g. from `openssl rand -hex 32`',
    secret: true,
    description:
      'serves `/metrics` only with `Authorization: Bearer <token>` (16+ characters, e.g. `openssl rand -hex 32`); others get 401',
  }),
  LOGIN_RATE_MAX: positive(LOGIN_RATE.max, {
    description: 'login attempts allowed per account and IP in each 10-minute window',
  }),
  API_HOSTS: text({
    description:
      '`eu=https://eu.example.com,…`: sibling servers (same site, https) pages may call with `?host=eu`',
  }),
  TRUST_PROXY: text({
    description:
      "behind a reverse proxy: client addresses (rate limits, risk engine) come from `X-Forwarded-For`. Best: the proxies' addresses or ranges (`127.0.0.1,10.0.0.0/8`), so a client cannot name its own address; `1` trusts every hop (only when the proxy overwrites the header)",
  }),
  IMAGE_WEBP_QUERY: text({
    description:
      'the query your image host converts icons to webp with (`x-oss-process=image/format,webp`); browsers that decode webp get it on raster icon URLs',
  }),
  RISK_WINDOW_SECONDS: positive(600, {
    description:
      'the sliding window of the risk engine\'s read and failed-login counts (see "Risk control")',
  }),
  RISK_CHALLENGE_ROLES: threshold(12, {
    description:
      "distinct other players' roles read in the window before the challenge (10035); `0` turns the rule off, like every threshold below",
  }),
  RISK_CHALLENGE_READS: threshold(300, {
    description:
      "reads of other players' records (repeats included) in the window before the challenge",
  }),
  RISK_FORCED_ROLES: threshold(40, {
    description:
      'distinct other roles in the window before the forced limit (10041, lifted only by the costly challenge)',
  }),
  RISK_DAILY_PLAYERS: threshold(30, {
    description:
      'other accounts one account may read in a rolling 24 h; a new one past it gets 10101',
  }),
  RISK_FAILED_LOGINS: threshold(10, {
    description: 'failed logins in the window before the address must pass the challenge',
  }),
  SIGNIN_CHECK_AFTER: threshold(5, {
    description:
      'failed sign-ins to one account name (from anywhere) before its logins need the sign-in check (0: off)',
  }),
  SIGNIN_ADDRESS_CHECK_AFTER: threshold(20, {
    description:
      'failed sign-ins from one address (across names) before its logins need the check (0: off)',
  }),
  SIGNIN_WINDOW_SECONDS: positive(900, { description: 'the window of both sign-in counts' }),
  REGISTRATIONS_PER_HOUR: threshold(3, {
    description: 'registrations per address and hour without the check (0: the check always)',
  }),
  RISK_FLAG_SECONDS: positive(86_400, {
    description: 'how long a flag lasts when no challenge is passed',
  }),
  RISK_POW_COST: positive(5000, {
    description:
      'PBKDF2 iterations per attempt of the challenge; solve time scales with it (≈1 s, costly ≈3 s in a desktop browser)',
  }),
  RISK_CHALLENGES_PER_MINUTE: positive(20, {
    description:
      'challenges one account may ask for per minute (each costs the server a key derivation)',
  }),
  UPSTREAM_HOSTS: text({
    default: DEFAULT_UPSTREAM_HOSTS,
    description:
      '`name=https://origin,…`: the HoYoLAB-compatible servers players may link accounts on (https; plain http on loopback only); players pick a name, never type an address; `none` turns linking off',
  }),
  UPSTREAM_IMAGE_HOSTS: text({
    default: DEFAULT_IMAGE_HOSTS,
    description:
      'hosts (exact names or `*.domain`, https) whose images a sync may mirror into `/media/`, besides the upstreams themselves',
  }),
  UPSTREAM_DS_SALT: text({
    default: DEFAULT_DS_SALT,
    defaultText: "HoYoLAB's overseas web salt",
    description: 'the salt of the `DS` header sent to upstreams (a Chronicle upstream ignores it)',
  }),
  SYNC_INTERVAL_HOURS: Type.Number({
    exclusiveMinimum: 0,
    maximum: 720,
    default: 6,
    rule: 'hours between 0 and 720',
    description: 'every link syncs on its own this often, ±10 % (up to 720)',
  }),
  SYNC_WORKERS: Type.Integer({
    minimum: 0,
    maximum: 16,
    default: 1,
    description:
      'links this instance syncs at once (up to 16); `0` turns the sync worker off on an instance (its "sync now" is left to another instance)',
  }),
  SYNC_REQUEST_INTERVAL_MS: Type.Integer({
    minimum: 0,
    default: 1000,
    description:
      'the least time between two requests of one link to its upstream, plus up to 25 % jitter',
  }),
  MEDIA_MAX_BYTES: Type.Integer({
    minimum: 1024,
    default: 2 * 1024 * 1024,
    defaultText: '`2097152` (2 MiB)',
    description: 'the largest image mirrored from an upstream',
  }),
});

export type SettingName = keyof typeof CONFIG_SCHEMA.properties;

export const SETTING_NAMES = Object.keys(CONFIG_SCHEMA.properties) as SettingName[];

/** One setting's schema with the documentation keywords above. */
export type SettingSchema = TSchema & Doc & { default?: unknown };

export function settingSchema(name: SettingName): SettingSchema {
  // Every property above is built with a Doc, which TypeBox's types do not carry along.
  return CONFIG_SCHEMA.properties[name] as unknown as SettingSchema;
}
