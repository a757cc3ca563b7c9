import { LANGUAGES } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';

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

  it("returns another user's profile with uid", async () => {
    const body = envelope<FullInfo>(
      await env.get(`${FULL_INFO}?uid=${UID.erin}`, { as: UID.alice }),
    );
    expect(body.data.user_info).toMatchObject({ uid: String(UID.erin), is_minor: true });
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
