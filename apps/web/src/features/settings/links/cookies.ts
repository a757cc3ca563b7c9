import type { Lang } from '@chronicle/contract';

/** The two cookies a link needs, as HoYoLAB names them. */
export const COOKIE_NAMES = { uid: 'ltuid_v2', token: 'ltoken_v2' } as const;

/**
 * A value as pasted into one of the two fields: without the `name=` a copied cookie line may start
 * with, the quotes some browsers show, or a trailing `;`.
 */
export function cookieValue(name: string, pasted: string): string {
  return pasted
    .trim()
    .replace(new RegExp(`^${name}\\s*=\\s*`), '')
    .replace(/;$/, '')
    .replace(/^"(.*)"$/, '$1')
    .trim();
}

/** The cookie string of the two values, or undefined while one is missing. */
export function cookieFromParts(uid: string, token: string): string | undefined {
  const id = cookieValue(COOKIE_NAMES.uid, uid);
  const secret = cookieValue(COOKIE_NAMES.token, token);
  if (!id || !secret) return undefined;
  return `${COOKIE_NAMES.uid}=${id}; ${COOKIE_NAMES.token}=${secret}`;
}

/** Whether a pasted cookie string names an account id and a token (v2 names, or the v1 ones). */
export function hasCookiePair(cookie: string): boolean {
  const names = new Set<string>();
  for (const part of cookie.split(';')) {
    const [name = '', ...value] = part.split('=');
    if (value.join('=').trim()) names.add(name.trim());
  }
  return (
    (names.has('ltuid_v2') && names.has('ltoken_v2')) || (names.has('ltuid') && names.has('ltoken'))
  );
}

/**
 * English, every language's fallback (the contract's DEFAULT_LANG). Spelled out: importing the
 * constant here would add an export to the first-load `core` chunk, whose budget is tight.
 */
const ENGLISH: Lang = 'en-us';

/** Languages a link fetches names in: English, then the page's own. */
export function linkLangs(lang: Lang): string[] {
  return [...new Set<string>([ENGLISH, lang])];
}
