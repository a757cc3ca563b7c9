import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIES, MOUNTS, RETCODE, endpoints, type EndpointDef } from '@chronicle/contract';
import { afterAll, expect, it } from 'vitest';
import { TEST_RISK, describeEachDb, type TestEnv } from '../../test/harness.js';
import { UID } from '../../test/fixtures.js';
import { PAGE_ANSWERS_ID, type PageAnswers } from './page-answers.js';

const { getUserFullInfo } = endpoints.community;
const { getGameRecordCard } = endpoints.card;

function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-page-answers-'));
  for (const page of ['index.html', 'm.html', 'rpg/index.html', 'rpg/m.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
    fs.writeFileSync(
      path.join(dir, page),
      `<!doctype html><html><head><title>${page}</title></head><body><div id="root"></div></body></html>`,
    );
  }
  return dir;
}

const dist = fakeDist();
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const apiUrl = (def: EndpointDef, query: string) => `${MOUNTS[def.family][0]}/${def.path}?${query}`;

/** The answers an entry page carries; undefined when it carries none. */
function answersOf(html: string): PageAnswers | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_ANSWERS_ID}">([^<]*)</script>`,
  ).exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as PageAnswers);
}

async function page(env: TestEnv, url: string, cookies: Record<string, string>) {
  const res = await env.get(url, { cookies });
  expect(res.statusCode).toBe(200);
  return { res, answers: answersOf(res.body) };
}

describeEachDb(
  'entry pages carry the first answers',
  (env) => {
    it("carries the viewer's profile and own record cards, exactly as the API answers them", async () => {
      const cookies = await env.sessionCookies(UID.alice);
      for (const url of ['/', '/m.html', '/rpg/m.html']) {
        const { res, answers } = await page(env, url, cookies);
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.headers.vary).toMatch(/cookie/i);
        expect(res.body).toContain('<div id="root"></div>');
        expect(answers?.lang).toBe('en-us');
        const profile = await env.get(apiUrl(getUserFullInfo, 'gid=2'), { cookies });
        const cards = await env.get(apiUrl(getGameRecordCard, `uid=${UID.alice}`), { cookies });
        expect(answers?.answers).toEqual({
          'community.getUserFullInfo?gid=2': profile.json<unknown>(),
          [`card.getGameRecordCard?uid=${UID.alice}`]: cards.json<unknown>(),
        });
        expect(cards.json<{ data: { list: unknown[] } }>().data.list.length).toBeGreaterThan(0);
      }
    });

    it("carries a visitor's view of the account in ?uid=, and answers in the page's language", async () => {
      const cookies = { ...(await env.sessionCookies(UID.alice)), [COOKIES.lang]: 'ja-jp' };
      const { answers } = await page(env, `/m.html?uid=${UID.bob}`, cookies);
      expect(answers?.lang).toBe('ja-jp');
      const cards = await env.get(apiUrl(getGameRecordCard, `uid=${UID.bob}`), {
        cookies,
        headers: { 'x-rpc-language': 'ja-jp' },
      });
      expect(answers?.answers[`card.getGameRecordCard?uid=${UID.bob}`]).toEqual(cards.json());
      // The query's language wins over the cookie's, as on the API.
      const zh = await page(env, `/m.html?lang=zh-cn&uid=${UID.bob}`, cookies);
      expect(zh.answers?.lang).toBe('zh-cn');
    });

    it('answers "not logged in" for an ended session, and nothing without a session cookie', async () => {
      const stale = { [COOKIES.uid]: String(UID.alice), [COOKIES.token]: 'no-such-token' };
      const { res, answers } = await page(env, '/m.html', stale);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(answers?.answers).toEqual({
        'community.getUserFullInfo?gid=2': {
          retcode: RETCODE.NOT_LOGGED_IN,
          message: expect.any(String) as unknown,
          data: null,
        },
      });

      const anonymous = await page(env, '/m.html', {});
      expect(answers).toBeDefined();
      expect(anonymous.answers).toBeUndefined();
      expect(anonymous.res.headers['cache-control']).toBe('no-cache');
      expect(anonymous.res.headers.etag).toBeDefined();
      expect(anonymous.res.headers.vary).toMatch(/cookie/i);
    });

    it('keeps markup in the answers from closing the element', async () => {
      const nickname = '</script><script>alert(1)</script>&';
      await env.db.updateTable('accounts').set({ nickname }).where('uid', '=', UID.erin).execute();
      const { res, answers } = await page(env, '/', await env.sessionCookies(UID.erin));
      expect(res.body).not.toContain('<script>alert(1)');
      const profile = answers?.answers['community.getUserFullInfo?gid=2'] as {
        data: { user_info: { nickname: string } };
      };
      expect(profile.data.user_info.nickname).toBe(nickname);
    });
  },
  { config: { webDist: dist } },
);

describeEachDb(
  'entry pages and the risk engine',
  (env) => {
    it("counts a visitor's page as a read of that account's cards, and carries its refusal", async () => {
      const cookies = await env.sessionCookies(UID.dave);
      // The first other player of the day: read through the page.
      const first = await page(env, `/?uid=${UID.bob}`, cookies);
      expect(first.answers?.answers[`card.getGameRecordCard?uid=${UID.bob}`]?.retcode).toBe(0);
      // The daily limit (one other player) is reached: the API refuses the next one...
      const api = await env.get(apiUrl(getGameRecordCard, `uid=${UID.carol}`), { cookies });
      expect(api.json<{ retcode: number }>().retcode).toBe(RETCODE.ACCESS_LIMIT);
      // ...and so does the page, with the same envelope.
      const second = await page(env, `/?uid=${UID.carol}`, cookies);
      expect(second.answers?.answers[`card.getGameRecordCard?uid=${UID.carol}`]).toEqual(
        api.json(),
      );
    });
  },
  { config: { webDist: dist, risk: { ...TEST_RISK, dailyPlayers: 1 } } },
);

describeEachDb(
  'entry pages when the answers fail',
  (env) => {
    it('sends the page without answers instead of failing it', async () => {
      const cookies = await env.sessionCookies(UID.alice);
      // The cards can no longer be read: a fault of the database, not a refusal.
      await env.db.schema.dropTable('privacy_switches').execute();
      const { res, answers } = await page(env, '/m.html', cookies);
      expect(answers).toBeUndefined();
      expect(res.body).toContain('<div id="root"></div>');
    });
  },
  { config: { webDist: dist } },
);
