/**
 * The retcode catalogue: docs/reference/web-app.md#errors plus
 * docs/reference/hoyolab-api.md#retcodes, and the few codes Chronicle adds for its own account and
 * ingest APIs (marked `chronicle`). `key` is the i18n key (namespace `errors`) the web
 * app shows; `kind` groups codes the way the web's error layout reacts to them
 * (docs/reference/web-app.md#errors). The English text the server puts in the envelope is in
 * retcode-messages.ts: the web app shows its own translations, so its first load leaves them out.
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
  kind: RetcodeKind;
  source: 'hoyolab' | 'chronicle';
}

const list = [
  { code: 0, name: 'OK', key: 'errors.ok', kind: 'ok' },
  {
    code: -1,
    name: 'INTERNAL',
    key: 'errors.internal',
    kind: 'default',
  },
  {
    code: -100,
    name: 'NOT_LOGGED_IN',
    key: 'errors.notLoggedIn',
    kind: 'no-login',
  },
  {
    code: -108,
    name: 'INVALID_LANGUAGE',
    key: 'errors.invalidLanguage',
    kind: 'bad-request',
  },
  {
    code: -110,
    name: 'TOO_FREQUENT',
    key: 'errors.tooFrequent',
    kind: 'default',
  },
  {
    code: -10001,
    name: 'INVALID_REQUEST',
    key: 'errors.invalidRequest',
    kind: 'bad-request',
  },
  {
    code: -10002,
    name: 'NO_GAME_ACCOUNT',
    key: 'errors.noGameAccount',
    kind: 'no-character',
  },
  {
    code: 1009,
    name: 'ROLE_NOT_FOUND',
    key: 'errors.roleNotFound',
    kind: 'bad-request',
  },
  {
    code: 1034,
    name: 'CAPTCHA_REQUIRED',
    key: 'errors.captchaRequired',
    kind: 'risk-captcha-required',
  },
  {
    code: 10001,
    name: 'LOGIN_REQUIRED',
    key: 'errors.loginRequired',
    kind: 'no-login',
  },
  {
    code: 10035,
    name: 'RISK_CHALLENGE',
    key: 'errors.riskChallenge',
    kind: 'risk-challenge',
  },
  {
    code: 10041,
    name: 'FORCED_LIMIT',
    key: 'errors.forcedLimit',
    kind: 'risk-captcha-required',
  },
  {
    code: 10101,
    name: 'ACCESS_LIMIT',
    key: 'errors.accessLimit',
    kind: 'access-limit',
  },
  {
    code: 10102,
    name: 'NOT_PUBLIC',
    key: 'errors.notPublic',
    kind: 'not-public',
  },
  {
    code: 10103,
    name: 'NOT_BOUND',
    key: 'errors.notBound',
    kind: 'no-login',
  },
  {
    code: 10104,
    name: 'NOTES_OWNER_ONLY',
    key: 'errors.notesOwnerOnly',
    kind: 'not-public',
  },
  {
    code: 10307,
    name: 'DB_UNAVAILABLE',
    key: 'errors.unavailable',
    kind: 'unavailable',
  },
  {
    code: 90000,
    name: 'UNAVAILABLE',
    key: 'errors.unavailable',
    kind: 'unavailable',
  },
  {
    code: 90001,
    name: 'ROLE_NOT_BOUND',
    key: 'errors.roleNotBound',
    kind: 'no-character',
  },
  {
    code: -3208,
    name: 'BAD_CREDENTIALS',
    key: 'errors.badCredentials',
    kind: 'account',
  },
  {
    code: -3006,
    name: 'LOGIN_RATE_LIMITED',
    key: 'errors.loginRateLimited',
    kind: 'account',
  },
  {
    code: -3209,
    name: 'ACCOUNT_TAKEN',
    key: 'errors.accountTaken',
    kind: 'account',
    source: 'chronicle',
  },
  {
    code: -3210,
    name: 'WEAK_PASSWORD',
    key: 'errors.weakPassword',
    kind: 'account',
    source: 'chronicle',
  },
  {
    code: -3211,
    name: 'SIGN_IN_CHECK_REQUIRED',
    key: 'errors.signInCheckRequired',
    kind: 'account',
    source: 'chronicle',
  },
  {
    code: -9100,
    name: 'BAD_SERVICE_TOKEN',
    key: 'errors.badServiceToken',
    kind: 'no-login',
    source: 'chronicle',
  },
  {
    code: -9102,
    name: 'SERVICE_TOKEN_SCOPE',
    key: 'errors.serviceTokenScope',
    kind: 'no-login',
    source: 'chronicle',
  },
  {
    code: -9101,
    name: 'INVALID_PAYLOAD',
    key: 'errors.invalidPayload',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9200,
    name: 'UPSTREAM_UNKNOWN',
    key: 'errors.upstreamUnknown',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9201,
    name: 'UPSTREAM_LOGIN_REJECTED',
    key: 'errors.upstreamLoginRejected',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9202,
    name: 'UPSTREAM_VERIFICATION',
    key: 'errors.upstreamVerification',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9203,
    name: 'UPSTREAM_UNREACHABLE',
    key: 'errors.upstreamUnreachable',
    kind: 'unavailable',
    source: 'chronicle',
  },
  {
    code: -9204,
    name: 'ROLE_OWNED_ELSEWHERE',
    key: 'errors.roleOwnedElsewhere',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9205,
    name: 'LINK_NOT_FOUND',
    key: 'errors.linkNotFound',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9206,
    name: 'IMPORT_UNREADABLE',
    key: 'errors.importUnreadable',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9207,
    name: 'COOKIE_INCOMPLETE',
    key: 'errors.cookieIncomplete',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9208,
    name: 'ALREADY_LINKED',
    key: 'errors.alreadyLinked',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9209,
    name: 'CROSS_SITE',
    key: 'errors.crossSite',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9300,
    name: 'PERIOD_NOT_STORED',
    key: 'errors.periodNotStored',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9301,
    name: 'CONFIRMATION_MISMATCH',
    key: 'errors.confirmationMismatch',
    kind: 'bad-request',
    source: 'chronicle',
  },
  {
    code: -9302,
    name: 'ACCOUNT_NOT_FOUND',
    key: 'errors.accountNotFound',
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
