/**
 * Field shapes the tracking and monitoring endpoints accept (`packages/contract` schemas/app.ts): a
 * value the server would refuse would lose the whole batch, so each is fitted before it is queued.
 */

const PATH_LIMIT = 200;
const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** A route path the contract accepts (`/[A-Za-z0-9_/-]*`, at most 200 characters). */
export function safePath(path: string): string {
  const cleaned = path.replace(/[^A-Za-z0-9_/-]/g, '_');
  return (cleaned.startsWith('/') ? cleaned : `/${cleaned}`).slice(0, PATH_LIMIT);
}

/** The hash route path of the page now (`/ys/abyss`), fitted for the endpoints. */
export function currentPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return safePath(hash.split('?')[0] || '/');
}

/** Whether an exposure key fits the contract (`share.button`); other keys are ignored. */
export function isExposureKey(key: string | undefined): key is string {
  return key !== undefined && KEY_PATTERN.test(key);
}

/** Text cut to the contract's limit. */
export function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
