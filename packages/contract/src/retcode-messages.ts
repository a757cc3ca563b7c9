import { RETCODES, type RetcodeName } from './retcodes.js';

/*
 * The English `message` of each retcode's envelope (docs/reference/hoyolab-api.md#retcodes): what
 * the server answers and the API reference lists. Kept apart from the catalogue (retcodes.ts)
 * because the web app shows its own translations (`errors.*`) and would otherwise carry these in
 * its first load. Typed by name, so a new retcode needs its message here.
 */
export const RETCODE_MESSAGES: { readonly [N in RetcodeName]: string } = {
  OK: 'OK',
  INTERNAL: 'Internal error, please try again later',
  NOT_LOGGED_IN: 'Not logged in',
  INVALID_LANGUAGE: 'Invalid language',
  TOO_FREQUENT: 'Visits too frequently',
  INVALID_REQUEST: 'Invalid request',
  NO_GAME_ACCOUNT: 'No game account is bound to this account',
  ROLE_NOT_FOUND: 'Role information error: no such role',
  CAPTCHA_REQUIRED: 'Verification required',
  LOGIN_REQUIRED: 'Please login',
  RISK_CHALLENGE: 'Please complete the verification on the records page',
  FORCED_LIMIT: 'Too many requests; verification required',
  ACCESS_LIMIT: 'You can access the game records of up to 30 other people per day',
  NOT_PUBLIC: 'Data is not public for the user',
  NOT_BOUND: 'Cookies are valid but not bound to a community account',
  NOTES_OWNER_ONLY: 'Real-time notes can only be viewed by their owner',
  DB_UNAVAILABLE: 'Server not available',
  UNAVAILABLE: 'Server not available',
  ROLE_NOT_BOUND: 'No character is bound to this account',
  BAD_CREDENTIALS: 'Invalid account or password',
  LOGIN_RATE_LIMITED: 'Too many login attempts, please try again later',
  ACCOUNT_TAKEN: 'This account name is already taken',
  WEAK_PASSWORD: 'The password must be 8 to 128 characters',
  SIGN_IN_CHECK_REQUIRED: 'Too many attempts: complete the check to continue',
  BAD_SERVICE_TOKEN: 'Missing or invalid service token',
  SERVICE_TOKEN_SCOPE: 'This service token may not do this',
  INVALID_PAYLOAD: 'The payload does not match the contract',
  UPSTREAM_UNKNOWN: 'This upstream is not configured on this server',
  UPSTREAM_LOGIN_REJECTED: 'The upstream did not accept these cookies',
  UPSTREAM_VERIFICATION: 'The upstream asks for a verification first',
  UPSTREAM_UNREACHABLE: 'The upstream could not be reached',
  ROLE_OWNED_ELSEWHERE: 'A game role of this account belongs to another Chronicle account',
  LINK_NOT_FOUND: 'No such linked account',
  IMPORT_UNREADABLE: 'The file is neither a HAR file nor saved game-record answers',
  COOKIE_INCOMPLETE: 'The cookies must contain ltuid_v2 and ltoken_v2 (or ltuid and ltoken)',
  ALREADY_LINKED: 'This upstream account is already linked',
  CROSS_SITE: 'Cross-site request refused',
  PERIOD_NOT_STORED: 'This period is not stored for this role',
  CONFIRMATION_MISMATCH: 'Type the account name exactly to confirm',
  ACCOUNT_NOT_FOUND: 'No such account',
};

const byCode = new Map<number, string>(
  RETCODES.map((r) => [r.code, RETCODE_MESSAGES[r.name as RetcodeName]]),
);

/** The envelope message of a code; unknown codes get the generic one. */
export function retcodeMessage(code: number): string {
  return byCode.get(code) ?? 'Something went wrong';
}
