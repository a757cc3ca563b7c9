import { COOKIES, RETCODE, endpointPath, endpoints, type EndpointDef } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { PASSWORDS, ROLE, UID } from '../test/fixtures.js';
import { describeEachDb, envelope, TEST_PUBLIC_URL } from '../test/harness.js';
import { HOYOLAB_CLIENT_ORIGINS } from './same-origin.js';

/*
 * Cross-site requests (issue 19 §2): every cookie-authenticated state change and the login refuse
 * a request another site's page started, while bots and API clients (no Origin, or HoYoLAB's page
 * origins without any Sec-Fetch-Site) and the reads HoYoLAB clients send as POSTs keep working.
 */

/** POSTs that only read: HoYoLAB's API takes these as POST, and its clients send page origins. */
const READ_POSTS = new Set([
  'card.beginnerGuideStatus',
  'genshin.actCalendar',
  'genshin.characterList',
  'genshin.characterDetail',
  'genshin.character',
  'genshin.avatarBasicInfo',
  'genshin.characterInfo',
  'genshin.achievement',
  // Telemetry and the checks need no session: a forged one changes nothing of the viewer's.
  'account.challenge',
  'community.track',
  'community.monitor',
  'risk.createGeetest',
  'risk.verifyGeetest',
]);

const all = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, EndpointDef>),
);
const guarded = all.filter((e) => e.changesState);
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const SWITCH = endpointPath(endpoints.card.changeDataSwitch);
const CARD = endpointPath(endpoints.card.getGameRecordCard);

describe('which endpoints are guarded', () => {
  it('marks every write a cookie or a login can make, and no service-token call', () => {
    const unmarked = all
      .filter((e) => e.method !== 'GET' && e.auth !== 'service' && !e.changesState)
      .map((e) => e.id)
      .filter((id) => !READ_POSTS.has(id));
    expect(unmarked).toEqual([]);
    expect(guarded.filter((e) => e.auth === 'service')).toEqual([]);
    expect(guarded.map((e) => e.id)).toEqual(
      expect.arrayContaining(['account.login', 'card.changeDataSwitch', 'ownership.delete']),
    );
  });
});

describeEachDb('cross-site state changes', (env) => {
  const mainSwitch = async (uid: number) => {
    const res = await env.get(`${CARD}?uid=${uid}`, { as: uid });
    const list = envelope<{
      list: { game_id: number; data_switches: { switch_id: number; is_public: boolean }[] }[];
    }>(res).data.list;
    return list.find((c) => c.game_id === 2)?.data_switches.find((s) => s.switch_id === 1)
      ?.is_public;
  };

  it('refuses every guarded endpoint from another site before it runs', async () => {
    for (const endpoint of guarded) {
      const res = await env.request(endpoint.method, endpointPath(endpoint), {
        as: UID.alice,
        headers: EVIL,
        body: {},
      });
      expect(res.statusCode, endpoint.id).toBe(200);
      expect(envelope(res).retcode, endpoint.id).toBe(RETCODE.CROSS_SITE);
    }
  });

  it('keeps a privacy switch when another site posts text/plain with the cookies', async () => {
    expect(await mainSwitch(UID.bob)).toBe(true);
    const forged: Record<string, string>[] = [
      { ...EVIL, 'content-type': 'text/plain' },
      // An old browser without Sec-Fetch-Site still names the attacker's origin.
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { origin: 'null', 'content-type': 'text/plain' },
      // A sibling site is not this origin either.
      { origin: 'https://other.chronicle.test', 'sec-fetch-site': 'same-site' },
      // A browser on a HoYoLAB page is still a browser on another site.
      { origin: HOYOLAB_CLIENT_ORIGINS[0] ?? '', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const res = await env.post(SWITCH, {
        as: UID.bob,
        headers,
        body: JSON.stringify({ switch_id: 1, is_public: false, game_id: 2 }),
      });
      expect(envelope(res).retcode, JSON.stringify(headers)).toBe(RETCODE.CROSS_SITE);
    }
    expect(await mainSwitch(UID.bob)).toBe(true);
  });

  it('takes the change from its own pages, the public URL, bots and HoYoLAB-shaped clients', async () => {
    const body = { switch_id: 1, is_public: true, game_id: 2 };
    const allowed: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL },
      { origin: 'http://localhost:80' },
      // genshin.py and the sync copy HoYoLAB's page headers and send no Sec-Fetch-Site.
      { origin: HOYOLAB_CLIENT_ORIGINS[0] ?? '' },
      // genshin-kit.js sends its body without a content type.
      { 'content-type': 'text/plain' },
    ];
    for (const headers of allowed) {
      const res = await env.post(SWITCH, { as: UID.bob, headers, body: JSON.stringify(body) });
      expect(envelope(res).retcode, JSON.stringify(headers)).toBe(0);
    }
  });

  it('sets no session from a cross-site login form and ends none from a cross-site logout', async () => {
    const login = await env.post(endpointPath(endpoints.account.login), {
      headers: EVIL,
      body: { account: 'alice', password: PASSWORDS.alice },
    });
    expect(envelope(login).retcode).toBe(RETCODE.CROSS_SITE);
    expect(login.cookies.map((c) => c.name)).not.toContain(COOKIES.token);

    const cookies = await env.sessionCookies(UID.carol);
    const logout = await env.post(endpointPath(endpoints.account.logout), {
      cookies,
      headers: EVIL,
    });
    expect(envelope(logout).retcode).toBe(RETCODE.CROSS_SITE);
    const still = await env.get(`${CARD}?uid=${UID.carol}`, { cookies });
    expect(envelope(still).retcode).toBe(0);
  });

  it('still answers the reads HoYoLAB clients post with a page origin', async () => {
    const res = await env.post(endpointPath(endpoints.genshin.characterDetail), {
      as: UID.alice,
      headers: { origin: 'https://act.hoyolab.com', 'sec-fetch-site': 'cross-site' },
      body: { role_id: ROLE.aliceMain, server: 'os_asia', character_ids: [] },
    });
    expect(envelope(res).retcode).not.toBe(RETCODE.CROSS_SITE);
  });
});
