import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { COOKIES } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { applyBundle } from '../modules/ingest/ingest.service.js';
import { characterBundle } from '../test/character.fixtures.js';
import { ROLE, UID } from '../test/fixtures.js';
import { TEST_SECRET, openTestDb, testConfig, testDatabases } from '../test/harness.js';
import { AccountService } from '../modules/account/account.service.js';

/*
 * genshin-kit.js 2.0.0 (docs/reference/hoyolab-api.md#real-clients) calling the legacy `character`
 * endpoint and `avatarBasicInfo` (which it sends with `character_ids` only) on a live server.
 */

interface KitCharacter {
  id: number;
  name: string;
  weapon: { name: string; type_name: string } | null;
  reliquaries: { pos_name: string }[];
  constellations: { is_actived: boolean }[];
}

interface KitClient {
  login(ltuid: string, ltoken: string): void;
  characters: {
    fetch(uid: string): Promise<KitCharacter[]>;
    fetchAvatarInfo(id: number): Promise<{ id: number; name: string; weapon_type_name: string }>;
  };
}

const require = createRequire(import.meta.url);
const kit = require('genshin-kit.js') as { Client: new (o?: { language?: string }) => KitClient };
const constants = require('genshin-kit.js/dist/constants/constants.js') as {
  Genshin_Battle_API_URL: string;
};

describe.each(testDatabases())('genshin-kit.js characters against a live server [%s]', (dbKind) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const session = { ltuid: '', ltoken: '' };

  beforeAll(async () => {
    const opened = await openTestDb(dbKind);
    drop = opened.drop;
    await applyBundle(opened.db, characterBundle());
    app = await buildApp(testConfig(), { db: opened.db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    constants.Genshin_Battle_API_URL = `http://127.0.0.1:${port}/game_record/genshin/api/`;
    const token = await new AccountService(opened.db, TEST_SECRET).startSession(UID.alice);
    Object.assign(session, { ltuid: String(UID.alice), ltoken: token });
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const client = (language = 'en-us') => {
    const c = new kit.Client({ language });
    c.login(session.ltuid, session.ltoken);
    return c;
  };

  it('fetches the legacy character list with gear and constellations', async () => {
    expect(COOKIES.uid).toBe('ltuid_v2');
    const avatars = await client().characters.fetch(ROLE.aliceMain);
    const aria = avatars.find((a) => a.id === 10000002);
    expect(aria).toMatchObject({ name: 'Aria Windsong', weapon: { type_name: 'Sword' } });
    expect(aria?.reliquaries[0]?.pos_name).toBe('Flower');
    expect(aria?.constellations).toHaveLength(6);
    expect(avatars.find((a) => a.id === 10000117)?.constellations).toEqual([]);
  });

  it('fetches avatarBasicInfo with character_ids only, localized', async () => {
    const info = await client('ja-jp').characters.fetchAvatarInfo(10000002);
    expect(info).toMatchObject({
      id: 10000002,
      name: 'アリア・ウィンドソング',
      weapon_type_name: '片手剣',
    });
  });
});
