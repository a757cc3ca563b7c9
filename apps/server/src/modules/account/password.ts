import { hash, verify } from '@node-rs/argon2';

let dummyHash: Promise<string> | undefined;

/** argon2id hash of a password (library defaults: m=19 MiB, t=2). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Checks a password against a stored hash. With no hash (unknown account, or an account without a
 * password) it still verifies against a throwaway hash, so both failures take about as long and an
 * attacker cannot tell which accounts exist.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('chronicle-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
