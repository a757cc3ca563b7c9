/**
 * The retcode catalogue: docs/reference/web-app.md#errors plus
 * docs/reference/hoyolab-api.md#retcodes, and the few codes Chronicle adds for its own account and
 * ingest APIs (marked `chronicle`). `key` is the i18n key (namespace `errors`) the web
 * app shows; `message` is the English text the server puts in the envelope; `kind` groups codes the
 * way the web's error layout reacts to them (docs/reference/web-app.md#errors).
 */
export type RetcodeKind =
  | 'ok'
  | 'no-login'
  | 'no-character'
  | 'not-public'
  | 'risk-challenge'
  | 'risk-captcha-required'
  | 'access-limit'
  | 'unavailable'
  | 'bad-request'
  | 'account'
  | 'default';

export interface RetcodeInfo {
  code: number;
  /** Symbolic name used in code (`RETCODE.NOT_PUBLIC`). */
  name: string;
  key: `errors.${string}`;
  message: string;
  kind: RetcodeKind;
  source: 'hoyolab' | 'chronicle';
}

const list = [
  { code: 0, name: 'OK', key: 'errors.ok', message: 'OK', kind: 'ok' },
  {
    code: -1,
    name: 'INTERNAL',
    key: 'errors.internal',
    message: 'Internal error, please try again later',
    kind: 'default',
  },
  {
    code: -100,
    name: 'NOT_LOGGED_IN',
    key: 'errors.notLoggedIn',
    message: 'Not logged in',
    kind: 'no-login',
  },
  {
    code: -108,
    name: 'INVALID_LANGUAGE',
    key: 'errors.invalidLanguage',
    message: 'Invalid language',
    kind: 'bad-request',
  },
  {
    code: -110,
    name: 'TOO_FREQUENT',
    key: 'errors.tooFrequent',
    message: 'Visits too frequently',
    kind: 'default',
  },
  {
    code: -10001,
    name: 'INVALID_REQUEST',
    key: 'errors.invalidRequest',
    message: 'Invalid request',
    kind: 'bad-request',
  },
  {
    code: -10002,
    name: 'NO_GAME_ACCOUNT',
    key: 'errors.noGameAccount',
    message: 'No game account is bound to this account',
    kind: 'no-character',
  },
  {
    code: 1009,
    name: 'ROLE_NOT_FOUND',
    key: 'errors.roleNotFound',
    message: 'Role information error: no such role',
    kind: 'bad-request',
  },
  {
    code: 1034,
    name: 'CAPTCHA_REQUIRED',
    key: 'errors.captchaRequired',
    message: 'Verification required',
    kind: 'risk-captcha-required',
  },
  {
    code: 10001,
    name: 'LOGIN_REQUIRED',
    key: 'errors.loginRequired',
    message: 'Please login',
    kind: 'no-login',
  },
  {
    code: 10035,
    name: 'RISK_CHALLENGE',
    key: 'errors.riskChallenge',
    message: 'Please complete the verification on the records page',
    kind: 'risk-challenge',
  },
  {
    code: 10041,
    name: 'FORCED_LIMIT',
    key: 'errors.forcedLimit',
    message: 'Too many requests; verification required',
    kind: 'risk-captcha-required',
  },
  {
    code: 10101,
    name: 'ACCESS_LIMIT',
    key: 'errors.accessLimit',
    message: 'You can access the game records of up to 30 other people per day',
    kind: 'access-limit',
  },
  {
    code: 10102,
    name: 'NOT_PUBLIC',
    key: 'errors.notPublic',
    message: 'Data is not public for the user',
    kind: 'not-public',
  },
  {
    code: 10103,
    name: 'NOT_BOUND',
    key: 'errors.notBound',
    message: 'Cookies are valid but not bound to a community account',
    kind: 'no-login',
  },
  {
    code: 10104,
    name: 'NOTES_OWNER_ONLY',
    key: 'errors.notesOwnerOnly',
    message: 'Real-time notes can only be viewed by their owner',
    kind: 'not-public',
  },
  {
    code: 10307,
    name: 'DB_UNAVAILABLE',
    key: 'errors.unavailable',
    message: 'Server not available',
    kind: 'unavailable',
  },
  {
    code: 90000,
    name: 'UNAVAILABLE',
    key: 'errors.unavailable',
    message: 'Server not available',
    kind: 'unavailable',
  },
  {
    code: 90001,
    name: 'ROLE_NOT_BOUND',
    key: 'errors.roleNotBound',
    message: 'No character is bound to this account',
    kind: 'no-character',
  },
  {
    code: -3208,
    name: 'BAD_CREDENTIALS',
    key: 'errors.badCredentials',
    message: 'Invalid account or password',
    kind: 'account',
  },
  {
    code: -3006,
    name: 'LOGIN_RATE_LIMITED',
    key: 'errors.loginRateLimited',
    message: 'Too many login attempts, please try again later',
    kind: 'account',
  },
  {
    code: -3209,
    name: 'ACCOUNT_TAKEN',
    key: 'errors.accountTaken',
    message: 'This account name is already taken',
    kind: 'account',
    source: 'chronicle',
  },
  {
    code: -3210,
    name: 'WEAK_PASSWORD',
    key: 'errors.weakPassword',
    message: 'The password must be 8 to 128 characters',
    kind: 'account',
    source: 'chronicle',
  },
  {
    code: -3211,
    name: 'SIGN_IN_CHECK_REQUIRED',
    key: 'errors.signInCheckRequired',
    message: 'Too many attempts: complete the check to continue',
    kind: 'account',
    source: 'chronicle',
  },
  {
    code: -9100,
    name: 'BAD_SERVICE_TOKEN',
    key: 'errors.badServiceToken',
    message: 'Missing or invalid service token',
    kind: 'no-login',
    source: 'chronicle',
  },
  {
    code: -9102,
    name: 'SERVICE_TOKEN_SCOPE',
    key: 'errors.serviceTokenScope',
    message: 'This service token may not do this',
    kind: 'no-login',
    source: 'chronicle',
  },
  {
    code: -9101,
    name: 'INVALID_PAYLOAD',
    key: 'errors.invalidPayload',
    message: 'The payload does not match the contract',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9200,
    name: 'UPSTREAM_UNKNOWN',
    key: 'errors.upstreamUnknown',
    message: 'This upstream is not configured on this server',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9201,
    name: 'UPSTREAM_LOGIN_REJECTED',
    key: 'errors.upstreamLoginRejected',
    message: 'The upstream did not accept these cookies',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9202,
    name: 'UPSTREAM_VERIFICATION',
    key: 'errors.upstreamVerification',
    message: 'The upstream asks for a verification first',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9203,
    name: 'UPSTREAM_UNREACHABLE',
    key: 'errors.upstreamUnreachable',
    message: 'The upstream could not be reached',
    kind: 'unavailable',
    source: 'chronicle',
  },
  {
    code: -9204,
    name: 'ROLE_OWNED_ELSEWHERE',
    key: 'errors.roleOwnedElsewhere',
    message: 'A game role of this account belongs to another Chronicle account',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9205,
    name: 'LINK_NOT_FOUND',
    key: 'errors.linkNotFound',
    message: 'No such linked account',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9206,
    name: 'IMPORT_UNREADABLE',
    key: 'errors.importUnreadable',
    message: 'The file is neither a HAR file nor saved game-record answers',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9207,
    name: 'COOKIE_INCOMPLETE',
    key: 'errors.cookieIncomplete',
    message: 'The cookies must contain ltuid_v2 and ltoken_v2 (or ltuid and ltoken)',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9208,
    name: 'ALREADY_LINKED',
    key: 'errors.alreadyLinked',
    message: 'This upstream account is already linked',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9209,
    name: 'CROSS_SITE',
    key: 'errors.crossSite',
    message: 'Cross-site request refused',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9300,
    name: 'PERIOD_NOT_STORED',
    key: 'errors.periodNotStored',
    message: 'This period is not stored for this role',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9301,
    name: 'CONFIRMATION_MISMATCH',
    key: 'errors.confirmationMismatch',
    message: 'Type the account name exactly to confirm',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9302,
    name: 'ACCOUNT_NOT_FOUND',
    key: 'errors.accountNotFound',
    message: 'No such account',
    kind: 'bad-request',
    source: 'chronicle',
  },
] as const satisfies readonly (Omit<RetcodeInfo, 'source'> & { source?: 'chronicle' })[];

type Entry = (typeof list)[number];
export type RetcodeName = Entry['name'];

/** Numeric codes by symbolic name: `RETCODE.NOT_PUBLIC === 10102`. */
export const RETCODE = Object.fromEntries(list.map((e) => [e.name, e.code])) as {
  [E in Entry as E['name']]: E['code'];
};

export const RETCODES: readonly RetcodeInfo[] = list.map((e) => ({
  ...e,
  source: 'source' in e ? e.source : 'hoyolab',
}));

/**
 * Catalogue entry for a code; unknown codes fall back to the generic message
 * (docs/reference/web-app.md#errors).
 */
export function retcodeInfo(code: number): RetcodeInfo {
  return (
    RETCODES.find((r) => r.code === code) ?? {
      code,
      name: 'UNKNOWN',
      key: 'errors.generic',
      message: 'Something went wrong',
      kind: 'default',
      source: 'chronicle',
    }
  );
}

/** Failures not reported to monitoring (docs/reference/web-app.md#tracking-and-monitoring). */
export const UNREPORTED_RETCODES: readonly number[] = [
  RETCODE.NOT_LOGGED_IN,
  RETCODE.LOGIN_REQUIRED,
];

/**
 * Retcodes that start the captcha challenge (docs/reference/web-app.md#risk-challenge,
 * docs/reference/web-app.md#errors).
 */
export const RISK_RETCODES: readonly number[] = [
  RETCODE.RISK_CHALLENGE,
  RETCODE.FORCED_LIMIT,
  RETCODE.CAPTCHA_REQUIRED,
];
