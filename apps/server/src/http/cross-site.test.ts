import { COOKIES } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { UID } from '../test/fixtures.js';
import { describeEachDb, envelope, TEST_PUBLIC_URL } from '../test/harness.js';

/* Cookie-authenticated changes another site starts are refused (issue 19 §2). */

const SWITCH = '/game_record/card/wapi/changeDataSwitch';
const CARD = `/game_record/card/wapi/getGameRecordCard?uid=${UID.alice}`;

describeEachDb('cross-site changes', (env) => {
  const switches = async () => {
    const card = envelope<{
      list: { game_id: number; data_switches: { switch_id: number; is_public: boolean }[] }[];
    }>(await env.get(CARD, { as: UID.alice }));
    return card.data.list.find((c) => c.game_id === 2)?.data_switches.find((s) => s.switch_id === 1)
      ?.is_public;
  };

  it('refuses a text/plain POST from another origin that carries the cookies, and changes nothing', async () => {
    const before = await switches();
    const cookies = await env.sessionCookies(UID.alice);
    const forged = await env.app.inject({
      method: 'POST',
      url: SWITCH,
      cookies,
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: JSON.stringify({ switch_id: 1, is_public: !before, game_id: 2 }),
    });
    expect(envelope(forged).retcode).toBe(-9209);
    const fetchSite = await env.app.inject({
      method: 'POST',
      url: SWITCH,
      cookies,
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      payload: JSON.stringify({ switch_id: 1, is_public: !before, game_id: 2 }),
    });
    expect(envelope(fetchSite).retcode).toBe(-9209);
    expect(await switches()).toBe(before);
  });

  it('keeps the page itself and clients without Origin working, bodies without a content type too', async () => {
    const before = await switches();
    const cookies = await env.sessionCookies(UID.alice);
    const own = await env.app.inject({
      method: 'POST',
      url: SWITCH,
      cookies,
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
      payload: { switch_id: 1, is_public: !before, game_id: 2 },
    });
    expect(envelope(own).retcode).toBe(0);
    const bot = await env.app.inject({
      method: 'POST',
      url: SWITCH,
      cookies,
      payload: JSON.stringify({ switch_id: 1, is_public: before, game_id: 2 }),
    });
    expect(envelope(bot).retcode).toBe(0);
    expect(await switches()).toBe(before);
  });

  it('refuses a login another site posts, without setting any cookie', async () => {
    const forged = await env.app.inject({
      method: 'POST',
      url: '/account/api/login',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'account=alice&password=alice-password',
    });
    expect(envelope(forged).retcode).toBe(-9209);
    expect(String(forged.headers['set-cookie'] ?? '')).not.toContain(COOKIES.token);
    const mine = await env.app.inject({
      method: 'POST',
      url: '/account/api/login',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { account: 'alice', password: 'alice-password' },
    });
    expect(envelope(mine).retcode).toBe(0);
  });

  it('leaves the ingest API to its bearer tokens', async () => {
    const res = await env.app.inject({
      method: 'PUT',
      url: '/ingest/v1/switches',
      headers: { origin: 'https://evil.example', authorization: 'Bearer not-a-token' },
      payload: { switches: [] },
    });
    expect(envelope(res).retcode).toBe(-9100);
  });
});
