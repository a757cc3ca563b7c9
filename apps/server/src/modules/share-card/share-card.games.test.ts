import { gameByKey, type GameKey } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { loadDemoData } from '../../load-demo.js';
import { describeEachDb } from '../../test/harness.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { setSwitch } from '../policy/policy.service.js';
import { latestPayload } from '../records/records.repository.js';

/*
 * The share cards of Stellar Transit and Starfall Vanguard on the demo data (packages/demo): the
 * traveler's roles are public, Shade's account is private and Pip is under 13.
 */

const TRAVELER = 100000001;

const ROLES: Record<Exclude<GameKey, 'ys'>, { public: string; private: string; minor: string }> = {
  hsr: { public: '800000101', private: '700000303', minor: '900000505' },
  bh3: { public: '150000101', private: '150000303', minor: '150000505' },
};

const card = (game: string, roleId: string, ext: 'png' | 'svg') => `/card/${game}/${roleId}.${ext}`;

const titleOf = (svg: string) => /<title>(.*)<\/title>/.exec(svg)?.[1];

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describeEachDb('GET /card/hsr and /card/bh3', (env) => {
  const svgOf = async (url: string) => {
    const response = await env.get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    return response.body;
  };

  it('loads the demo data', async () => {
    await loadDemoData(env.db);
  });

  for (const key of ['hsr', 'bh3'] as const) {
    const roles = ROLES[key];
    const game = gameByKey(key)!;

    it(`${key}: draws a public role as a 1200×630 PNG, answered with 304 to its ETag`, async () => {
      const response = await env.get(card(key, roles.public, 'png'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
      const again = await env.get(card(key, roles.public, 'png'), {
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it(`${key}: draws the private and the under-13 role as one neutral card`, async () => {
      const neutral = await svgOf(card(key, roles.private, 'svg'));
      expect(await svgOf(card(key, roles.minor, 'svg'))).toBe(neutral);
      // The game's name (from the contract's config) and the neutral words, no number at all.
      expect(titleOf(neutral)).toBe(
        `${game.name}. Records are private. This player has chosen not to share their records.`,
      );
      // Another game's neutral card names that game.
      expect(await svgOf(card('ys', '712000303', 'svg'))).not.toBe(neutral);
      // The owner's own preview shows what everyone else sees.
      const owner = await env.get(card(key, roles.private, 'svg'), { as: 100000003 });
      expect(owner.body).toBe(neutral);
    });

    it(`${key}: answers 404 with 1009 for another game's role`, async () => {
      const other = key === 'hsr' ? ROLES.bh3.public : ROLES.hsr.public;
      for (const url of [card(key, other, 'png'), card(key, '812000101', 'svg')]) {
        const response = await env.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ retcode: 1009, data: null });
      }
    });
  }

  it('hsr: the index headline numbers, top characters and the latest Echoes of Disorder', async () => {
    const title = titleOf(await svgOf(card('hsr', ROLES.hsr.public, 'svg')));
    expect(title).toBe(
      [
        gameByKey('hsr')!.name,
        'Starling',
        'Transit Lv. 70 · Asia Server',
        'Time Active: 412',
        'Characters Unlocked: 10',
        'Achievements Unlocked: 690',
        'Treasures Opened: 2,210',
        'Top characters: Starling, Vesper, Seraphine, Juniper',
        'Echoes of Disorder: 34, 34 stars · Lanterns Under Still Water (XII)',
      ].join('. '),
    );
    expect(titleOf(await svgOf(`${card('hsr', ROLES.hsr.public, 'svg')}?lang=fr-fr`))).toContain(
      'Échos du Désordre',
    );
  });

  it('bh3: the counters, the highest-ranked battlesuits and the abyss cups', async () => {
    const title = titleOf(await svgOf(card('bh3', ROLES.bh3.public, 'svg')));
    expect(title).toContain(`${gameByKey('bh3')!.name}. Aether. Captain Lv. 88 · America Server.`);
    expect(title).toContain('Days Active: 1,530. Battlesuits: 10. Outfits: 12. Achievements: 410.');
    expect(title).toMatch(/Top characters: Mirae: Crimson Tide, [^.]+\. Abyss: 2,150, Rift Ladder/);
  });

  it('bh3: says the battlesuits are private when character details are', async () => {
    await setSwitch(env.db, TRAVELER, 1, 2, false);
    try {
      const title = titleOf(await svgOf(card('bh3', ROLES.bh3.public, 'svg')));
      expect(title).toContain('Top characters: Battlesuit details are private.');
      expect(title).not.toContain('Mirae');
      // The counters stay: they are the index's, which visitors read.
      expect(title).toContain('Battlesuits: 10');
    } finally {
      await setSwitch(env.db, TRAVELER, 1, 2, true);
    }
  });

  it('draws each card anew when its snapshot changes', async () => {
    for (const [key, kind, days] of [
      ['hsr', 'hsr_index', 'active_days'],
      ['bh3', 'bh3_index', 'active_day_number'],
    ] as const) {
      const gameId = gameByKey(key)!.id;
      const roleId = ROLES[key].public;
      const before = await env.get(card(key, roleId, 'png'));
      const stored = await latestPayload<{ stats: Record<string, unknown> }>(
        env.db,
        gameId,
        roleId,
        kind,
      );
      const stats = { ...stored!.payload.stats, [days]: 999 };
      await applyBundle(env.db, {
        snapshots: [
          {
            game_id: gameId,
            game_role_id: roleId,
            kind,
            payload: { ...stored!.payload, stats },
          },
        ],
      });
      const after = await env.get(card(key, roleId, 'png'));
      expect(after.headers.etag, key).not.toBe(before.headers.etag);
      expect(titleOf(await svgOf(card(key, roleId, 'svg'))), key).toMatch(/: 999\./);
    }
  });
});
