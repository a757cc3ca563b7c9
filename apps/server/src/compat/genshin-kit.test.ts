import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { COOKIES } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { applyBundle } from '../modules/ingest/ingest.service.js';
import { PASSWORDS, ROLE, UID, fixtureBundle } from '../test/fixtures.js';
import { openTestDb, testConfig, testDatabases } from '../test/harness.js';

/*
 * A real client nobody here wrote (genshin-kit.js 2.0.0, API-CONTRACT §18), pointed at a live
 * server on a loopback port: proves paths, params, legacy cookies, envelope and retcode propagation.
 */

interface KitCard {
  game_id: number;
  game_role_id: string;
  nickname: string;
  data: { name: string; value: string }[];
}

interface KitIndex {
  role: { nickname: string; region: string; level: number };
  avatars: { id: number; name: string }[];
  stats: { active_day_number: number; spiral_abyss: string };
  world_explorations: { name: string }[];
}

interface KitClient {
  login(ltuid: string, ltoken: string): void;
  gameRecordCard: { fetch(uid: string): Promise<{ list: KitCard[] }> };
  genshinUser: { fetch(uid: string): Promise<KitIndex> };
}

interface KitModule {
  Client: new (options?: { language?: string }) => KitClient;
}

interface KitConstants {
  Genshin_Battle_API_URL: string;
  Genshin_Hoyolab_API_URL: string;
}

const require = createRequire(import.meta.url);
// Its CJS build: the constants module is shared with the request code, so rewriting it redirects it.
const kit = require('genshin-kit.js') as KitModule;
const constants = require('genshin-kit.js/dist/constants/constants.js') as KitConstants;

describe.each(testDatabases())('genshin-kit.js 2.0.0 against a live server [%s]', (dbKind) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let session: { ltuid: string; ltoken: string };

  beforeAll(async () => {
    const opened = await openTestDb(dbKind);
    drop = opened.drop;
    await applyBundle(opened.db, fixtureBundle());
    app = await buildApp(testConfig(), { db: opened.db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    constants.Genshin_Battle_API_URL = `${base}/game_record/genshin/api/`;
    constants.Genshin_Hoyolab_API_URL = `${base}/game_record/card/wapi/`;

    // A real session, through the real login endpoint.
    const res = await fetch(`${base}/account/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'alice', password: PASSWORDS.alice }),
    });
    const cookies = Object.fromEntries(
      res.headers.getSetCookie().map((c) => {
        const [pair = ''] = c.split(';');
        const [name = '', value = ''] = pair.split('=');
        return [name, value];
      }),
    );
    session = { ltuid: cookies[COOKIES.uid] ?? '', ltoken: cookies[COOKIES.token] ?? '' };
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const client = () => {
    const c = new kit.Client({ language: 'en-us' });
    c.login(session.ltuid, session.ltoken);
    return c;
  };

  it('logs in with legacy cookies and fetches the record card', async () => {
    expect(session.ltoken).toMatch(/^v2_/);
    const card = await client().gameRecordCard.fetch(String(UID.alice));
    expect(card.list.map((c) => c.game_id)).toEqual([2, 6, 1]);
    expect(card.list[0]).toMatchObject({ game_role_id: ROLE.aliceMain, nickname: 'Aether' });
    expect(card.list[0]?.data.map((d) => d.value)).toEqual(['731', '3', '912', '12-3']);
  });

  it('fetches the index of a role (server derived from the uid by the client)', async () => {
    const index = await client().genshinUser.fetch(ROLE.aliceMain);
    expect(index.role).toMatchObject({ nickname: 'Aether', region: 'os_asia', level: 60 });
    expect(index.stats).toMatchObject({ active_day_number: 731, spiral_abyss: '12-3' });
    expect(index.avatars.map((a) => a.name)).toContain('Aria Windsong');
    expect(index.world_explorations[0]?.name).toBe('Verdant Reach');
  });

  it('surfaces retcode 10102 as an error for a private role', async () => {
    await expect(client().genshinUser.fetch(ROLE.carolMain)).rejects.toMatchObject({
      retcode: 10102,
      message: 'Data is not public for the user',
    });
  });
});
