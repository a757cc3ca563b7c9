/** Age under which an account is a minor (docs/reference/privacy.md#under-13-rule). */
export const MINOR_AGE = 13;

/** True when `birthDate` (YYYY-MM-DD) is a real calendar date. */
export function isValidBirthDate(birthDate: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True when someone born on `birthDate` is younger than 13 on `today` (UTC calendar days). */
export function isMinor(birthDate: string | null | undefined, today: Date = new Date()): boolean {
  if (!birthDate || !isValidBirthDate(birthDate)) return false;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age < MINOR_AGE;
}

/**
 * The latest birth date (YYYY-MM-DD) of someone who is 13 or older on `today`: anyone born after
 * it is a minor. Zero-padded dates compare as strings exactly as `isMinor` compares them, so SQL
 * can apply the same rule (`birth_date <= cutoff`).
 */
export function adultBirthCutoff(today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = String(today.getUTCFullYear() - MINOR_AGE).padStart(4, '0');
  return `${year}-${pad(today.getUTCMonth() + 1)}-${pad(today.getUTCDate())}`;
}
