import Type, { type Static } from 'typebox';

/*
 * Risk control (docs/reference/web-app.md#risk-challenge,
 * docs/reference/web-app.md#risk-challenge-calls, docs/reference/web-app.md#errors; issue #8).
 * HoYoLAB answers suspicious traffic with 10035 / 10041 /
 * 1034 and a Geetest captcha from a third party. Chronicle keeps the two HoYoLAB calls and their
 * field names (`gt`, `challenge`, `success`, `new_captcha`; `geetest_challenge`, `geetest_validate`,
 * `geetest_seccode`) so existing clients' captcha code paths still run, but the challenge behind
 * them is a self-hosted proof of work (altcha v2) that the browser solves in a worker.
 */

/** The `app_key` of each game's records tool (HoYoLAB's names). */
export const RISK_APP_KEYS = {
  1: 'bh3_game_record',
  2: 'hk4e_game_record',
  6: 'hkrpg_game_record',
} as const;

/** Query of `createGeetest` (HoYoLAB sends both as query parameters of a POST). */
export const CreateGeetestQuery = Type.Object({
  app_key: Type.Optional(Type.String({ maxLength: 64 })),
  /** `true` after a forced limit (10041): a costlier challenge. */
  is_high: Type.Optional(Type.Boolean()),
});
export type CreateGeetestQuery = Static<typeof CreateGeetestQuery>;

/** The proof of work to solve: altcha v2 challenge parameters, signed by the server. */
export const ProofOfWork = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    memoryCost: Type.Optional(Type.Integer()),
    parallelism: Type.Optional(Type.Integer()),
    /** Unix seconds after which a solution is refused. */
    expiresAt: Type.Optional(Type.Integer()),
  }),
  signature: Type.Optional(Type.String()),
});
export type ProofOfWork = Static<typeof ProofOfWork>;

export const CreateGeetestData = Type.Object({
  /** The captcha kind (Geetest's site id); Chronicle: `chronicle-pow`. */
  gt: Type.String(),
  /** Id of this challenge; sent back as `geetest_challenge`. */
  challenge: Type.String(),
  /** 1: the challenge is live (Geetest's online mode). */
  success: Type.Integer(),
  new_captcha: Type.Boolean(),
  /** Chronicle: the proof of work behind the challenge. */
  pow: ProofOfWork,
});
export type CreateGeetestData = Static<typeof CreateGeetestData>;

export const VerifyGeetestBody = Type.Object({
  app_key: Type.Optional(Type.String({ maxLength: 64 })),
  /** The `challenge` of `createGeetest`. */
  geetest_challenge: Type.String({ minLength: 1, maxLength: 128 }),
  /** The solution's counter, in decimal. */
  geetest_validate: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9]+$' }),
  /** The solution's derived key, in hex. */
  geetest_seccode: Type.String({ minLength: 1, maxLength: 1024, pattern: '^[0-9a-f]+$' }),
});
export type VerifyGeetestBody = Static<typeof VerifyGeetestBody>;

/** A passed challenge: the account's and address's risk flags are cleared. */
export const VerifyGeetestData = Type.Object({ success: Type.Integer() });
export type VerifyGeetestData = Static<typeof VerifyGeetestData>;
