import { LANGUAGES, RETCODE } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, TEST_RISK, describeEachDb, envelope } from '../../test/harness.js';

const FULL_INFO = '/community/user/wapi/getUserFullInfo';

interface FullInfo {
  user_info: {
    uid: string;
    nickname: string;
    introduce: string;
    avatar_url: string;
    is_minor: boolean;
  };
  audit_info: object;
  customer_service: object;
}

describeEachDb('GET community/user/wapi/getUserFullInfo', (env) => {
  it('answers -100 without a session', async () => {
    expect(envelope(await env.get(FULL_INFO))).toEqual({
      retcode: -100,
      message: 'Not logged in',
      data: null,
    });
  });

  it("returns the cookie owner's profile without uid", async () => {
    const body = envelope<FullInfo>(await env.get(`${FULL_INFO}?gid=2`, { as: UID.alice }));
    expect(body.retcode).toBe(0);
    expect(body.data.user_info).toMatchObject({
      uid: String(UID.alice),
      nickname: 'Alice',
      introduce: 'Hello',
      avatar_url: `${TEST_PUBLIC_URL}/art/account/${UID.alice}.svg`,
      is_minor: false,
    });
    expect(body.data).toHaveProperty('audit_info');
    expect(body.data).toHaveProperty('customer_service');
  });

  it("returns another user's profile with uid, never an under-13 one", async () => {
    const body = envelope<FullInfo>(
      await env.get(`${FULL_INFO}?uid=${UID.bob}`, { as: UID.alice }),
    );
    expect(body.data.user_info).toMatchObject({ uid: String(UID.bob), is_minor: false });
    // Erin is under 13: to others her profile answers exactly like an account that does not exist.
    const minor = await env.get(`${FULL_INFO}?uid=${UID.erin}`, { as: UID.alice });
    const unknown = await env.get(`${FULL_INFO}?uid=999999998`, { as: UID.alice });
    expect(envelope(minor)).toEqual(envelope(unknown));
    expect(envelope(minor).retcode).toBe(1009);
    expect(minor.body).not.toContain('Erin');
    const own = envelope<FullInfo>(await env.get(FULL_INFO, { as: UID.erin }));
    expect(own.data.user_info).toMatchObject({ uid: String(UID.erin), is_minor: true });
  });

  it('answers 1009 for an unknown uid', async () => {
    const body = envelope(await env.get(`${FULL_INFO}?uid=999999999`, { as: UID.alice }));
    expect(body.retcode).toBe(1009);
  });
});

describeEachDb('GET community/misc/wapi/langs', (env) => {
  it('lists the 15 languages without a session', async () => {
    const body = envelope<{
      langs: { value: string; name: string; label: string; alias: string[] }[];
    }>(await env.get('/community/misc/wapi/langs?gids=2'));
    expect(body.retcode).toBe(0);
    expect(body.data.langs.map((l) => l.value)).toEqual(LANGUAGES.map((l) => l.value));
    expect(body.data.langs.find((l) => l.value === 'ja-jp')).toMatchObject({
      name: '日本語',
      alias: ['ja', 'ja-jp'],
    });
  });
});

describeEachDb('GET community/user/wapi/ageCheck', (env) => {
  const AGE = '/community/user/wapi/ageCheck';
  const check = async (as: number, uid: number | string) =>
    envelope<{ allowed: boolean }>(await env.get(`${AGE}?uid=${uid}`, { as }));

  it('lets an adult share their own records (uid 0 or their own uid) and another adult’s', async () => {
    expect((await check(UID.alice, 0)).data).toEqual({ allowed: true });
    expect((await check(UID.alice, UID.alice)).data).toEqual({ allowed: true });
    expect((await check(UID.alice, UID.bob)).data).toEqual({ allowed: true });
  });

  it('refuses sharing an under-13 account, by itself or by anyone else', async () => {
    expect((await check(UID.erin, 0)).data).toEqual({ allowed: false });
    expect((await check(UID.erin, UID.alice)).data).toEqual({ allowed: false });
    expect((await check(UID.alice, UID.erin)).data).toEqual({ allowed: false });
  });

  it('answers a private account exactly like an under-13 one, so it reveals no age', async () => {
    // carol keeps every chronicle private; erin is under 13 (and has no public chronicle either).
    expect((await check(UID.alice, UID.carol)).data).toEqual({ allowed: false });
    expect((await check(UID.bob, UID.carol)).data).toEqual((await check(UID.bob, UID.erin)).data);
    // The owner of a private chronicle may still share their own page.
    expect((await check(UID.carol, 0)).data).toEqual({ allowed: true });
  });

  it('answers -100 logged out, 1009 for an unknown uid and -10001 for a malformed one', async () => {
    expect(envelope(await env.get(`${AGE}?uid=0`)).retcode).toBe(-100);
    expect((await check(UID.alice, 999999999)).retcode).toBe(1009);
    expect((await check(UID.alice, 'abc')).retcode).toBe(-10001);
    expect(envelope(await env.get(AGE, { as: UID.alice })).retcode).toBe(-10001);
  });
});

describeEachDb(
  'profile reads and the risk engine',
  (env) => {
    it('counts other accounts’ profiles like their records, unknown uids included', async () => {
      const read = async (uid: number) =>
        envelope(await env.get(`${FULL_INFO}?uid=${uid}`, { as: UID.alice })).retcode;
      // Two other accounts a day: Bob, then a uid nobody has (walking uids counts too).
      expect(await read(UID.bob)).toBe(0);
      expect(await read(999999997)).toBe(1009);
      expect(await read(UID.carol)).toBe(RETCODE.ACCESS_LIMIT);
      // Those already read stay readable, and one's own profile is never counted.
      expect(await read(UID.bob)).toBe(0);
      expect(await read(UID.alice)).toBe(0);
    });
  },
  { config: { risk: { ...TEST_RISK, dailyPlayers: 2 } } },
);
