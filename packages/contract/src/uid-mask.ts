/** What stands for each hidden digit of a masked UID. */
const MASK = '•';

/**
 * A UID as share images show it when its owner hides it
 * (docs/reference/privacy.md#uid-on-share-images): same length, first and last digit kept, every
 * digit between masked (`812000101` → `8•••••••1`), so the owner still recognises the role and
 * nobody learns the number. A UID of four characters or fewer is masked whole: keeping two of
 * them would give most of it away.
 */
export function maskUid(uid: string): string {
  if (uid.length <= 4) return MASK.repeat(uid.length);
  return `${uid[0]}${MASK.repeat(uid.length - 2)}${uid[uid.length - 1]}`;
}
