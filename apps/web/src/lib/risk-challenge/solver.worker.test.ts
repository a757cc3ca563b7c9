// The worker derives keys with WebCrypto (`crypto.subtle`), which the test environment has too.
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as nodeSha } from 'altcha-lib/algorithms/sha';
import { beforeAll, describe, expect, it, vi } from 'vitest';

interface Scope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

const replies: unknown[] = [];
const scope: Scope = { onmessage: null, postMessage: (message) => replies.push(message) };

/** Posts a message to the worker module and waits for its answer. */
async function ask(data: unknown): Promise<unknown> {
  const before = replies.length;
  scope.onmessage?.({ data });
  await vi.waitFor(() => expect(replies.length).toBe(before + 1), { timeout: 10_000 });
  return replies.at(-1);
}

const SECRETS = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-secret' };

beforeAll(async () => {
  // The worker module installs its message handler on the worker's global scope.
  vi.stubGlobal('self', scope);
  await import('./solver.worker.js');
});

describe('solver.worker (the real proof-of-work solver)', () => {
  it('solves a small PBKDF2 challenge with WebCrypto the way the server verifies it (node:crypto)', async () => {
    // Deterministic mode, as the server creates them: counter 7 is the answer.
    const challenge: Challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 20,
      counter: 7,
      deriveKey: nodePbkdf2,
      ...SECRETS,
    });
    const solution = (await ask({ type: 'work', challenge })) as {
      counter: number;
      derivedKey: string;
    };
    expect(solution.counter).toBe(7);
    expect(solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
    const verdict = await verifySolution({
      challenge,
      solution,
      deriveKey: nodePbkdf2,
      hmacSignatureSecret: SECRETS.hmacSignatureSecret,
    });
    expect(verdict.verified).toBe(true);
  });

  it('searches only its share of the counters (start and step, as several workers split them)', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 9,
      deriveKey: nodePbkdf2,
      ...SECRETS,
    });
    const solution = await ask({ type: 'work', challenge, counterStart: 1, counterStep: 2 });
    expect(solution).toMatchObject({ counter: 9 });
    // Counter 9 is odd: the worker that takes the even ones gives up at its timeout.
    expect(
      await ask({ type: 'work', challenge, counterStart: 0, counterStep: 2, timeout: 150 }),
    ).toBeNull();
  });

  it('solves the SHA family too', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 5,
      counter: 4,
      deriveKey: nodeSha,
      ...SECRETS,
    });
    expect(await ask({ type: 'work', challenge })).toMatchObject({ counter: 4 });
  });

  it('answers an error instead of a solution for an algorithm it does not know', async () => {
    const challenge = {
      parameters: {
        algorithm: 'ARGON2ID',
        nonce: '0011',
        salt: '2233',
        cost: 1,
        keyLength: 32,
        keyPrefix: 'ab',
      },
    };
    expect(await ask({ type: 'work', challenge })).toMatchObject({
      error: expect.stringContaining('Unsupported algorithm') as unknown,
    });
  });
});
