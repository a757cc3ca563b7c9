import { RETCODE } from '@chronicle/contract';
import { ApiError } from '../../http/api-error.js';

/*
 * The cookies a link keeps: the HoYoLAB login pair (v2 or v1 names) and the companions some
 * upstream endpoints also want. Anything else a pasted cookie string carries (analytics, language)
 * is dropped, so Chronicle never holds more of the player's session than it needs.
 */
const KEPT = [
  'ltuid_v2',
  'ltoken_v2',
  'ltmid_v2',
  'ltuid',
  'ltoken',
  'account_id_v2',
  'account_mid_v2',
  'cookie_token_v2',
  'account_id',
  'cookie_token',
] as const;

export type UpstreamCookies = Readonly<Record<string, string>>;

/** A cookie value: printable ASCII without separators, as browsers show them. */
const VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{1,1024}$/;

/**
 * Reads `name=value; name2=value2` (a browser's Cookie header or its DevTools list, also one per
 * line) into the cookies a link keeps. Throws -9207 unless it holds a login pair: `ltuid_v2` and
 * `ltoken_v2`, or `ltuid` and `ltoken`.
 */
export function parseUpstreamCookies(text: string): { cookies: UpstreamCookies; uid: string } {
  const cookies: Record<string, string> = {};
  for (const part of text.split(/[;\n\r]+/)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if ((KEPT as readonly string[]).includes(name) && VALUE.test(value)) cookies[name] = value;
  }
  const uid =
    cookies.ltuid_v2 && cookies.ltoken_v2
      ? cookies.ltuid_v2
      : cookies.ltuid && cookies.ltoken
        ? cookies.ltuid
        : undefined;
  if (!uid || !/^\d{1,20}$/.test(uid)) throw new ApiError(RETCODE.COOKIE_INCOMPLETE);
  return { cookies, uid };
}
