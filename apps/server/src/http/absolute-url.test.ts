import type { IndexData } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ROLE, UID } from '../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope, type TestEnv } from '../test/harness.js';

const INDEX = `/game_record/genshin/api/index?role_id=${ROLE.aliceMain}&server=os_asia`;
const LIST = '/game_record/genshin/api/character/list';

async function overviewIcon(env: TestEnv, host?: string): Promise<string> {
  const res = await env.get(INDEX, { as: UID.alice, ...(host ? { headers: { host } } : {}) });
  return envelope<IndexData>(res).data.role.game_head_icon;
}

async function rosterImage(env: TestEnv, host: string): Promise<string | undefined> {
  const res = await env.post(LIST, {
    as: UID.alice,
    headers: { host },
    body: { role_id: ROLE.aliceMain, server: 'os_asia' },
  });
  return envelope<{ list: { image: string }[] }>(res).data.list[0]?.image;
}

it('follows the request only when PUBLIC_URL is not set', () => {
  expect(loadConfig({}).publicUrlFixed).toBe(false);
  expect(loadConfig({ PUBLIC_URL: 'https://records.example' }).publicUrlFixed).toBe(true);
});

describeEachDb(
  'icon URLs without PUBLIC_URL',
  (env) => {
    it('name the origin each request was made to, and a cached answer keeps to its own', async () => {
      expect(await overviewIcon(env, 'records.lan:8080')).toMatch(
        /^http:\/\/records\.lan:8080\/art\//,
      );
      // The same snapshot's answer comes from the cache now: still on the second name.
      expect(await overviewIcon(env, '192.168.1.5:8080')).toMatch(
        /^http:\/\/192\.168\.1\.5:8080\/art\//,
      );
      expect(await overviewIcon(env, 'records.lan:8080')).toMatch(
        /^http:\/\/records\.lan:8080\/art\//,
      );
    });

    it('follow it for a call with a body too (the character list)', async () => {
      expect(await rosterImage(env, 'records.lan')).toMatch(/^http:\/\/records\.lan\/art\//);
      expect(await rosterImage(env, '[::1]:8080')).toMatch(/^http:\/\/\[::1\]:8080\/art\//);
    });

    it('fall back to the default origin for a Host header that is no host', async () => {
      expect(await overviewIcon(env, 'evil.example/"><x')).toMatch(
        new RegExp(`^${TEST_PUBLIC_URL}/art/`),
      );
    });

    it('let any page show the art and mirrored images, and nothing else', async () => {
      const art = await env.get('/art/game/2.svg');
      expect(art.statusCode).toBe(200);
      expect(art.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const api = await env.get('/community/misc/wapi/langs');
      expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  },
  { config: { publicUrlFixed: false } },
);

describeEachDb('icon URLs with PUBLIC_URL', (env) => {
  it('always name PUBLIC_URL, whatever the request was made to', async () => {
    expect(await overviewIcon(env, 'records.lan:8080')).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/art/`),
    );
    expect(await overviewIcon(env)).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/art/`));
  });
});
