import Type from 'typebox';
import { ProofOfWork } from './risk.js';

export const AccountName = Type.String({
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_.-]+$',
  description: 'Login name: 3–32 letters, digits, dot, dash or underscore',
});

/**
 * A solved sign-in check (`POST /account/api/challenge`): asked for by -3211 after repeated failed
 * sign-ins to one account name or from one address, and by registrations past the free ones.
 */
export const SignInProof = Type.Object({
  /** The `challenge` id of the check. */
  id: Type.String({ minLength: 1, maxLength: 128 }),
  /** The solution's counter, in decimal. */
  counter: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9]+$' }),
  /** The solution's derived key, in hex. */
  derived_key: Type.String({ minLength: 1, maxLength: 1024, pattern: '^[0-9a-f]+$' }),
});

export const RegisterBody = Type.Object({
  account: AccountName,
  password: Type.String({ maxLength: 1024, description: '8–128 characters' }),
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** ISO date; decides the under-13 flag (docs/reference/privacy.md#under-13-rule). */
  birth_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  proof: Type.Optional(SignInProof),
});

export const LoginBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  proof: Type.Optional(SignInProof),
});

export const SignInChallengeBody = Type.Object({
  /** What the check is for: signing in to `account`, or registering a new account. */
  purpose: Type.Union([Type.Literal('login'), Type.Literal('register')]),
  /** The account name a sign-in check is for (the proof is good for that name only). */
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

export const SignInChallengeData = Type.Object({
  /** Id of the check; sent back as `proof.id`. */
  challenge: Type.String(),
  /** The proof of work to solve (the same kind as the records' verification). */
  pow: ProofOfWork,
});

export const AccountData = Type.Object({
  uid: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  is_minor: Type.Boolean(),
});
