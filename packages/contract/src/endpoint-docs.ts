import { RETCODE, RETCODES } from './retcodes.js';

/**
 * Who may call an endpoint, in words, with the retcodes that rule gives. Each endpoint declaration
 * names one in its `description` (`describeEndpoint`), so the OpenAPI document at /docs says it per
 * operation. The rules themselves are the policy module's (apps/server/src/modules/policy).
 */
export interface AccessDoc {
  text: string;
  retcodes: readonly number[];
}

const RECORD_RETCODES = [
  RETCODE.LOGIN_REQUIRED,
  RETCODE.INVALID_REQUEST,
  RETCODE.ROLE_NOT_FOUND,
  RETCODE.NOT_PUBLIC,
  RETCODE.ACCESS_LIMIT,
  RETCODE.RISK_CHALLENGE,
] as const;

export const WHO = {
  records: {
    text:
      'A signed-in account. The owner of the role always; another account only while the ' +
      "role's chronicle switch (`switch_id` 1) is public and the role's account is not under 13 " +
      '(10102 otherwise). Each visitor may open up to 30 other roles a day (10101), and the risk ' +
      'engine may ask for a verification first (10035).',
    retcodes: RECORD_RETCODES,
  },
  characterDetails: {
    text:
      'A signed-in account. The owner always; another account only while both the chronicle ' +
      'switch (1) and the character-details switch (2; 4 in the second game) are public, and ' +
      'never for an under-13 account (10102). Visitors count toward the 30 roles a day (10101).',
    retcodes: RECORD_RETCODES,
  },
  notes: {
    text:
      "The role's owner only (10104 for anyone else), and only while the real-time notes switch " +
      "(3) is on in the games that have one (10102 when it is off). The third game's notes have " +
      'no switch: they are always the owner’s.',
    retcodes: [
      RETCODE.LOGIN_REQUIRED,
      RETCODE.INVALID_REQUEST,
      RETCODE.ROLE_NOT_FOUND,
      RETCODE.NOTES_OWNER_ONLY,
      RETCODE.NOT_PUBLIC,
    ],
  },
  ownerWrite: {
    text: "The role's owner only: anyone else gets 10104.",
    retcodes: [
      RETCODE.LOGIN_REQUIRED,
      RETCODE.INVALID_REQUEST,
      RETCODE.ROLE_NOT_FOUND,
      RETCODE.NOTES_OWNER_ONLY,
      RETCODE.CROSS_SITE,
    ],
  },
  ownAccount: {
    text: 'A signed-in account, about itself only (the cookie owner).',
    retcodes: [RETCODE.NOT_LOGGED_IN, RETCODE.LOGIN_REQUIRED, RETCODE.INVALID_REQUEST],
  },
  signedIn: {
    text: 'Any signed-in account: the answer is about no role in particular.',
    retcodes: [RETCODE.LOGIN_REQUIRED, RETCODE.INVALID_REQUEST],
  },
  public: {
    text: 'Anyone; no session needed.',
    retcodes: [RETCODE.INVALID_REQUEST],
  },
  service: {
    text:
      'An operator service token (`Authorization: Bearer …`, made with `chronicle token create`) ' +
      'with the scope the description names; a missing or wrong token gets -9100, a token without the ' +
      'scope -9102.',
    retcodes: [RETCODE.BAD_SERVICE_TOKEN, RETCODE.SERVICE_TOKEN_SCOPE, RETCODE.INVALID_PAYLOAD],
  },
} as const satisfies Record<string, AccessDoc>;

const nameOf = new Map<number, string>(RETCODES.map((r) => [r.code, r.name]));

/**
 * An endpoint's `description`: what it returns, who may call it (one of `WHO`) and every retcode it
 * gives besides 0 (the rule's and `extra`), in Markdown.
 */
export function describeEndpoint(
  returns: string,
  who: AccessDoc,
  extra: readonly number[] = [],
): string {
  const codes = [...new Set([...who.retcodes, ...extra])];
  const list = codes.map((code) => `${code} (${nameOf.get(code) ?? 'unknown'})`).join(', ');
  return `${returns}\n\n**Who may call:** ${who.text}\n\n**Retcodes besides 0:** ${list}.`;
}
