import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { COOKIES } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { applyBundle } from '../modules/ingest/ingest.service.js';
import { NOTES_CAPTURED_AT, abyssNotesBundle } from '../test/abyss-notes.fixtures.js';
import { PASSWORDS, ROLE, UID } from '../test/fixtures.js';
import { openTestDb, testConfig, testDatabases } from '../test/harness.js';

/*
 * A real client nobody here wrote (genshin-kit.js 2.0.0,
 * docs/reference/hoyolab-api.md#real-clients), pointed at a live server on a loopback port: proves
 * paths, params, legacy cookies, envelope and retcode propagation.
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

interface KitAbyss {
  schedule_id: number;
  max_floor: string;
  total_star: number;
  reveal_rank: { avatar_id: number; avatar_icon: string }[];
  floors: {
    index: number;
    levels: { battles: { avatars: { id: number }[] }[]; top_half_floor_monster: unknown[] }[];
  }[];
}

interface KitNotes {
  current_resin: number;
  max_resin: number;
  resin_recovery_time: string;
  expeditions: { status: string; remained_time: string }[];
  transformer: { recovery_time: { Day: number; reached: boolean } };
}

interface KitClient {
  login(ltuid: string, ltoken: string): void;
  gameRecordCard: { fetch(uid: string): Promise<{ list: KitCard[] }> };
  genshinUser: { fetch(uid: string): Promise<KitIndex> };
  sprialAbyss: { fetch(uid: string, options?: { previous?: boolean }): Promise<KitAbyss> };
  realTimeNotes: { fetch(uid: string): Promise<KitNotes> };
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
    await applyBundle(opened.db, abyssNotesBundle());
    // The notes are read one hour after their capture.
    const clock = () => NOTES_CAPTURED_AT + 3_600_000;
    app = await buildApp(testConfig(), { db: opened.db, logger: false, clock });
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
  it('fetches the current and the previous Spiral Abyss period', async () => {
    const current = await client().sprialAbyss.fetch(ROLE.aliceMain);
    expect(current).toMatchObject({ schedule_id: 88, max_floor: '12-3', total_star: 36 });
    expect(current.reveal_rank[0]?.avatar_icon).toMatch(/^http:\/\/chronicle\.test\/art\//);
    expect(current.floors.map((f) => f.index)).toEqual([11, 12]);
    expect(current.floors[1]?.levels[0]?.battles[0]?.avatars[0]?.id).toBe(10000002);
    expect(current.floors[1]?.levels[0]?.top_half_floor_monster).toHaveLength(1);
    const previous = await client().sprialAbyss.fetch(ROLE.aliceMain, { previous: true });
    expect(previous).toMatchObject({ schedule_id: 87, total_star: 33 });
  });

  it('fetches the owner’s real-time notes, moved on to now', async () => {
    const notes = await client().realTimeNotes.fetch(ROLE.aliceMain);
    expect(notes).toMatchObject({ current_resin: 107, max_resin: 200 });
    expect(notes.resin_recovery_time).toBe(String(48_000 - 3_600));
    expect(notes.expeditions.map((e) => e.status)).toEqual(['Finished', 'Finished']);
    expect(notes.transformer.recovery_time).toMatchObject({ Day: 1, reached: false });
  });

  it('surfaces retcode 10104 for someone else’s notes', async () => {
    await expect(client().realTimeNotes.fetch(ROLE.carolMain)).rejects.toMatchObject({
      retcode: 10104,
    });
  });
});
