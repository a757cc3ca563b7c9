import { RETCODE, endpointPath, endpoints, type ProofOfWork } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { PASSWORDS, ROLE, UID } from '../../test/fixtures.js';
import { describeEachDb, envelope, TEST_RISK, type TestEnv } from '../../test/harness.js';
import { solve } from '../risk/risk-test-support.js';

/*
 * Password guessing and mass registration (issue 19 §1): failed sign-ins are counted per name from
 * anywhere and per address across names; past the limits a login needs the sign-in check, which the
 * owner passes; the owner's records are never held for someone else's guesses.
 */

const LOGIN = endpointPath(endpoints.account.login);
const REGISTER = endpointPath(endpoints.account.register);
const CHALLENGE = endpointPath(endpoints.account.challenge);
const INDEX = endpointPath(endpoints.genshin.index);

type Proof = { id: string; counter: string; derived_key: string };

/** Asks for a check and solves it the way the browser does. */
async function proofFor(env: TestEnv, purpose: 'login' | 'register', account?: string) {
  const res = await env.post(CHALLENGE, { body: { purpose, ...(account ? { account } : {}) } });
  const created = envelope<{ challenge: string; pow: ProofOfWork }>(res);
  expect(created.retcode).toBe(0);
  const solution = await solve(created.data.pow);
  return {
    id: created.data.challenge,
    counter: String(solution.counter),
    derived_key: solution.derivedKey,
  } satisfies Proof;
}

const login = (env: TestEnv, ip: string, account: string, password: string, proof?: Proof) =>
  env
    .post(LOGIN, {
      body: { account, password, ...(proof ? { proof } : {}) },
      headers: { 'x-forwarded-for': ip },
    })
    .then((res) => envelope(res).retcode);

/** Counts of each answer, to keep the failing output short. */
const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describeEachDb(
  'sign-in check',
  (env) => {
    it('asks for the check after five failed sign-ins to one name from anywhere', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) codes.push(await login(env, `10.9.0.${i}`, 'dave', 'guess'));
      expect(codes).toEqual(Array(5).fill(RETCODE.BAD_CREDENTIALS));
      // A new address changes nothing, and the right password alone is not enough now.
      expect(await login(env, '10.9.1.1', 'dave', 'guess')).toBe(RETCODE.SIGN_IN_CHECK_REQUIRED);
      expect(await login(env, '10.9.1.2', 'dave', PASSWORDS.dave)).toBe(
        RETCODE.SIGN_IN_CHECK_REQUIRED,
      );
      // The owner passes the check and signs in.
      const proof = await proofFor(env, 'login', 'Dave');
      expect(await login(env, '10.9.1.3', 'dave', PASSWORDS.dave, proof)).toBe(0);
      // A proof is good once.
      expect(await login(env, '10.9.1.3', 'dave', PASSWORDS.dave, proof)).toBe(
        RETCODE.SIGN_IN_CHECK_REQUIRED,
      );
    });

    it("never holds the owner's records for someone else's failures", async () => {
      for (let i = 0; i < 12; i += 1) await login(env, '10.9.2.1', 'alice', `guess-${i}`);
      const own = await env.get(`${INDEX}?role_id=${ROLE.aliceMain}&server=os_asia`, {
        as: UID.alice,
        headers: { 'x-forwarded-for': '10.9.2.200' },
      });
      expect(envelope(own).retcode).toBe(0);
    });

    it('treats a name nobody has like a taken one, so the check reveals no names', async () => {
      const unknown: number[] = [];
      const taken: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        unknown.push(await login(env, `10.9.3.${i}`, 'nobody-here', 'guess'));
        taken.push(await login(env, `10.9.4.${i}`, 'carol', 'guess'));
      }
      expect(unknown).toEqual(taken);
      expect(tally(unknown)).toEqual({
        [RETCODE.BAD_CREDENTIALS]: 5,
        [RETCODE.SIGN_IN_CHECK_REQUIRED]: 1,
      });
    });

    it('refuses a proof made for another name or for a registration', async () => {
      for (let i = 0; i < 5; i += 1) await login(env, `10.9.5.${i}`, 'erin', 'guess');
      const forBob = await proofFor(env, 'login', 'bob');
      expect(await login(env, '10.9.5.9', 'erin', PASSWORDS.erin, forBob)).toBe(
        RETCODE.SIGN_IN_CHECK_REQUIRED,
      );
      const forRegister = await proofFor(env, 'register');
      expect(await login(env, '10.9.5.9', 'erin', PASSWORDS.erin, forRegister)).toBe(
        RETCODE.SIGN_IN_CHECK_REQUIRED,
      );
      const wrongKey = { ...(await proofFor(env, 'login', 'erin')), derived_key: 'ab'.repeat(16) };
      expect(await login(env, '10.9.5.9', 'erin', PASSWORDS.erin, wrongKey)).toBe(
        RETCODE.SIGN_IN_CHECK_REQUIRED,
      );
    });

    it('limits one address across many names, and no other address', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 20; i += 1)
        codes.push(await login(env, '10.9.6.1', `spray${i}`, 'guess'));
      expect(tally(codes)).toEqual({ [RETCODE.BAD_CREDENTIALS]: 20 });
      expect(await login(env, '10.9.6.1', 'bob', PASSWORDS.bob)).toBe(
        RETCODE.SIGN_IN_CHECK_REQUIRED,
      );
      expect(await login(env, '10.9.6.2', 'bob', PASSWORDS.bob)).toBe(0);
      const proof = await proofFor(env, 'login', 'bob');
      expect(await login(env, '10.9.6.1', 'bob', PASSWORDS.bob, proof)).toBe(0);
    });

    it('lets an address register three times an hour, then only with the check', async () => {
      const register = (account: string, proof?: Proof) =>
        env
          .post(REGISTER, {
            body: { account, password: 'a-long-password', ...(proof ? { proof } : {}) },
            headers: { 'x-forwarded-for': '10.9.7.1' },
          })
          .then((res) => envelope(res).retcode);
      // Probing a taken name counts like a registration.
      expect(await register('alice')).toBe(RETCODE.ACCOUNT_TAKEN);
      expect(await register('newcomer1')).toBe(0);
      expect(await register('newcomer2')).toBe(0);
      expect(await register('newcomer3')).toBe(RETCODE.SIGN_IN_CHECK_REQUIRED);
      expect(await register('bob')).toBe(RETCODE.SIGN_IN_CHECK_REQUIRED);
      expect(await register('newcomer3', await proofFor(env, 'register'))).toBe(0);
      const other = await env.post(REGISTER, {
        body: { account: 'newcomer4', password: 'a-long-password' },
        headers: { 'x-forwarded-for': '10.9.7.2' },
      });
      expect(envelope(other).retcode).toBe(0);
    });

    it('answers -10001 to a sign-in check without the account name', async () => {
      const res = await env.post(CHALLENGE, { body: { purpose: 'login' } });
      expect(envelope(res).retcode).toBe(RETCODE.INVALID_REQUEST);
    });
  },
  // The risk engine flags addresses after 5 failed logins, as it does in production.
  { config: { trustProxy: true, risk: { ...TEST_RISK, failedLogins: 5 } } },
);
