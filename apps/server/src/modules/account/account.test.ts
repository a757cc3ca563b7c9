import { randomBytes } from 'node:crypto';
import { COOKIES, LOGIN_RATE } from '@chronicle/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { PASSWORDS, UID } from '../../test/fixtures.js';
import { describeEachDb, envelope, openTestDb, testConfig } from '../../test/harness.js';

function cookieNamed(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

const LOGIN = '/account/api/login';
const ME = '/community/user/wapi/getUserFullInfo';

describeEachDb('POST /account/api/register, login, logout', (env) => {
  it('registers an account, signs it in and sets HttpOnly SameSite=Lax cookies', async () => {
    const res = await env.post('/account/api/register', {
      body: { account: 'Newbie', password: 'long-enough-pw', nickname: 'New Player' },
    });
    const body = envelope<{ uid: string; account: string; nickname: string; is_minor: boolean }>(
      res,
    );
    expect(body.retcode).toBe(0);
    expect(body.data).toMatchObject({ account: 'newbie', nickname: 'New Player', is_minor: false });
    expect(Number(body.data.uid)).toBeGreaterThan(UID.erin);

    const uidCookie = cookieNamed(res, COOKIES.uid);
    const tokenCookie = cookieNamed(res, COOKIES.token);
    expect(uidCookie?.value).toBe(body.data.uid);
    expect(tokenCookie?.value).toMatch(/^v2_/);
    for (const c of [uidCookie, tokenCookie]) {
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2592000 });
      expect(c?.secure).toBeFalsy();
    }

    const me = await env.get(ME, {
      cookies: { [COOKIES.uid]: body.data.uid, [COOKIES.token]: tokenCookie?.value ?? '' },
    });
    expect(envelope<{ user_info: { uid: string } }>(me).data.user_info.uid).toBe(body.data.uid);
  });

  it('answers -3209 when the account name is taken (case-insensitively)', async () => {
    const res = await env.post('/account/api/register', {
      body: { account: 'ALICE', password: 'whatever-123' },
    });
    expect(envelope(res).retcode).toBe(-3209);
  });

  it('answers -3210 to a password shorter than 8 or longer than 128 characters', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const res = await env.post('/account/api/register', {
        body: { account: 'pwtest', password },
      });
      expect(envelope(res).retcode).toBe(-3210);
    }
  });

  it('flags an account born less than 13 years ago as a minor', async () => {
    const year = new Date().getUTCFullYear() - 8;
    const res = await env.post('/account/api/register', {
      body: { account: 'kiddo', password: 'kiddo-password', birth_date: `${year}-01-01` },
    });
    expect(envelope<{ is_minor: boolean }>(res).data.is_minor).toBe(true);
  });

  it('rejects an impossible birth date with -10001', async () => {
    const res = await env.post('/account/api/register', {
      body: { account: 'baddate', password: 'baddate-password', birth_date: '2001-02-30' },
    });
    expect(envelope(res).retcode).toBe(-10001);
  });

  it('logs in with the right password', async () => {
    const res = await env.post(LOGIN, { body: { account: 'bob', password: PASSWORDS.bob } });
    expect(envelope(res)).toMatchObject({
      retcode: 0,
      data: { uid: String(UID.bob), account: 'bob' },
    });
    expect(cookieNamed(res, COOKIES.token)?.value).toMatch(/^v2_/);
  });

  it('answers the same -3208 for a wrong password and an unknown account', async () => {
    const wrong = envelope(
      await env.post(LOGIN, { body: { account: 'bob', password: 'nope-nope' } }),
    );
    const unknown = envelope(
      await env.post(LOGIN, { body: { account: 'nobody-here', password: 'nope-nope' } }),
    );
    expect(wrong).toEqual({ retcode: -3208, message: 'Invalid account or password', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('accepts the legacy cookie names ltuid/ltoken', async () => {
    const session = await env.sessionCookies(UID.alice);
    const res = await env.get(ME, {
      cookies: { ltuid: session[COOKIES.uid] ?? '', ltoken: session[COOKIES.token] ?? '' },
    });
    expect(envelope(res).retcode).toBe(0);
  });

  it('refuses a token presented with another uid', async () => {
    const session = await env.sessionCookies(UID.alice);
    const res = await env.get(ME, { cookies: { ...session, [COOKIES.uid]: String(UID.bob) } });
    expect(envelope(res).retcode).toBe(-100);
  });

  it('logs out: deletes the session and clears the cookies', async () => {
    const session = await env.sessionCookies(UID.carol);
    const out = await env.post('/account/api/logout', { cookies: session });
    expect(envelope(out)).toEqual({ retcode: 0, message: 'OK', data: {} });
    const cleared = cookieNamed(out, COOKIES.token);
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge === 0 || (cleared?.expires?.getTime() ?? 1) <= Date.now()).toBe(true);
    const after = await env.get(ME, { cookies: session });
    expect(envelope(after).retcode).toBe(-100);
  });

  it(`answers -3006 after ${LOGIN_RATE.max} attempts for one account and IP`, async () => {
    const body = { account: 'dave', password: 'wrong-password' };
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_RATE.max; i += 1) {
      codes.push(envelope(await env.post(LOGIN, { body })).retcode);
    }
    // Past five failures the name needs the sign-in check (sign-in-guard.test.ts); still counted.
    expect(codes).toEqual([
      ...Array<number>(5).fill(-3208),
      ...Array<number>(LOGIN_RATE.max - 5).fill(-3211),
    ]);
    const limited = await env.post(LOGIN, { body: { account: 'dave', password: PASSWORDS.dave } });
    expect(limited.statusCode).toBe(200);
    expect(envelope(limited)).toMatchObject({ retcode: -3006, data: null });
    // Another account from the same IP is not affected.
    const other = await env.post(LOGIN, { body: { account: 'erin', password: PASSWORDS.erin } });
    expect(envelope(other).retcode).toBe(0);
  });
});

describeEachDb(
  'login rate limit set by the operator',
  (env) => {
    it('answers -3006 after LOGIN_RATE_MAX attempts instead of the default', async () => {
      const body = { account: 'dave', password: 'wrong-password' };
      for (let i = 0; i < 3; i += 1) {
        expect(envelope(await env.post(LOGIN, { body })).retcode).toBe(-3208);
      }
      const limited = await env.post(LOGIN, {
        body: { account: 'dave', password: PASSWORDS.dave },
      });
      expect(envelope(limited).retcode).toBe(-3006);
    });
  },
  { config: { loginRateMax: 3 } },
);

describeEachDb(
  'session cookies behind https',
  (env) => {
    it('marks the cookies Secure when PUBLIC_URL is https', async () => {
      const res = await env.post(LOGIN, { body: { account: 'alice', password: PASSWORDS.alice } });
      expect(cookieNamed(res, COOKIES.uid)?.secure).toBe(true);
      expect(cookieNamed(res, COOKIES.token)?.secure).toBe(true);
    });
  },
  { config: { publicUrl: 'https://chronicle.example' } },
);

describe.skipIf(!process.env.TEST_REDIS_URL)('login rate limit with Redis', () => {
  it('is shared by two app instances', async () => {
    const { db, drop } = await openTestDb('sqlite');
    const config = testConfig({ redisUrl: process.env.TEST_REDIS_URL });
    const [a, b] = await Promise.all([
      buildApp(config, { db, logger: false }),
      buildApp(config, { db, logger: false }),
    ]);
    try {
      // A fresh account name per run, so counters left in Redis by earlier runs never interfere.
      const account = `shared${randomBytes(4).toString('hex')}`;
      const body = { account, password: 'wrong-password' };
      const codes: number[] = [];
      for (let i = 0; i < LOGIN_RATE.max; i += 1) {
        const app = i % 2 === 0 ? a : b;
        codes.push(
          envelope(await app.inject({ method: 'POST', url: LOGIN, payload: body })).retcode,
        );
      }
      // The sign-in check's count is shared too: the sixth failure, on either instance, needs it.
      expect(codes).toEqual([
        ...Array<number>(5).fill(-3208),
        ...Array<number>(LOGIN_RATE.max - 5).fill(-3211),
      ]);
      const limited = await a.inject({ method: 'POST', url: LOGIN, payload: body });
      expect(envelope(limited).retcode).toBe(-3006);
    } finally {
      await a.close();
      await b.close();
      await drop();
    }
  });
});
