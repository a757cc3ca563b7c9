import { LANG_CODES, MAIN_GAME_ID, SERVER_TEXT } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { ALICE_INDEX, CHARACTER_IDS, DAVE_INDEX, ROLE, UID } from '../../test/fixtures.js';
import { abyssNotesBundle } from '../../test/abyss-notes.fixtures.js';
import { describeEachDb } from '../../test/harness.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { presentPrivateCard } from './share-card.presenter.js';

const ERIN_MAIN = '812000005';

function bundle() {
  const base = abyssNotesBundle();
  return {
    ...base,
    // Erin is eight: her role's records are never shown, whatever her switches say.
    roles: [
      ...(base.roles ?? []),
      { game_id: 2 as const, game_role_id: ERIN_MAIN, uid: UID.erin, nickname: 'Ember', level: 20 },
    ],
    snapshots: [
      ...(base.snapshots ?? []).filter(
        (s) => s.game_role_id !== ROLE.daveMain || s.kind !== 'index',
      ),
      { game_id: 2 as const, game_role_id: ERIN_MAIN, kind: 'index', payload: ALICE_INDEX },
      // Dave hides his character details: his showcase is his 8 best friends, which leaves out his
      // two highest-level characters (Aria Windsong first).
      {
        game_id: 2 as const,
        game_role_id: ROLE.daveMain,
        kind: 'index',
        payload: {
          ...DAVE_INDEX,
          avatars: CHARACTER_IDS.map((id, i) => ({
            id,
            level: 90 - i,
            fetter: i,
            actived_constellation_num: 0,
          })),
        },
      },
    ],
  };
}

const card = (roleId: string, ext: 'png' | 'svg', query = '') =>
  `/card/ys/${roleId}.${ext}${query}`;

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/*
 * satori draws letters as paths; the SVG's text is its <title>, the card in words (what screen
 * readers say), which the tests read along with the bytes.
 */
describeEachDb(
  'GET /card/ys/<role_id>',
  (env) => {
    const get = (url: string, cookies?: Record<string, string>) =>
      env.get(url, cookies ? { cookies } : {});
    const svgOf = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      return response.body;
    };

    it('draws a public role as a 1200×630 PNG, without a session', async () => {
      const response = await get(card(ROLE.aliceMain, 'png'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
      expect(response.headers.etag).toMatch(/^".+"$/);
    });

    it('answers an unchanged card with 304 to its ETag', async () => {
      const first = await get(card(ROLE.aliceMain, 'svg'));
      const again = await env.get(card(ROLE.aliceMain, 'svg'), {
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('draws a 1200×630 SVG with the nickname, numbers, top characters and abyss', async () => {
      const svg = await svgOf(card(ROLE.aliceMain, 'svg'));
      expect(svg).toMatch(/^<svg width="1200" height="630"/);
      const title = /<title>(.*)<\/title>/.exec(svg)?.[1];
      expect(title).toContain('Aether');
      expect(title).toContain('Adventure Rank 60');
      expect(title).toContain('Days Active: 731');
      // The fixture's three characters, highest level first (then rarer), and the latest period.
      expect(title).toContain('Top characters: Pell Emberly, Ghost, Aria Windsong');
      expect(title).toContain('Spiral Abyss: 12-3, 36 stars');
    });

    it('lists only the showcase when character details are private', async () => {
      const title = /<title>(.*)<\/title>/.exec(await svgOf(card(ROLE.daveMain, 'svg')))?.[1];
      expect(title).toContain('Dune');
      expect(title).toContain('No Spiral Abyss record this period');
      expect(title).toMatch(/Top characters: [^.]+, [^.]+, [^.]+, [^.]+\./);
      expect(title).not.toContain('Aria Windsong');
    });

    it('draws a private and an under-13 role as the neutral card, nothing of the role', async () => {
      const neutral = await svgOf(card(ROLE.carolMain, 'svg'));
      const minor = await svgOf(card(ERIN_MAIN, 'svg'));
      const alice = await svgOf(card(ROLE.aliceMain, 'svg'));
      // Carol's overview is Alice's (same numbers, nickname aside): the neutral card must differ.
      expect(neutral).not.toBe(alice);
      // Both private cards are the same bytes: nothing of the role, not even whose it is.
      expect(minor).toBe(neutral);
      // Its only text is the neutral words (the rest is drawn paths, the same for every such role).
      expect(/<title>(.*)<\/title>/.exec(neutral)?.[1]).toBe(
        'Wanderlight. Records are private. This player has chosen not to share their records.',
      );
      expect(neutral).not.toContain('Cleo');
      const owner = await env.get(card(ROLE.carolMain, 'svg'), { as: UID.carol });
      // The owner's own preview shows what everyone else sees.
      expect(owner.body).toBe(neutral);
      // The same card has an address without any role id, for previews of private accounts.
      expect(await svgOf(card('private', 'svg'))).toBe(neutral);
      const png = await env.get(card('private', 'png'));
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
    });

    it('answers 404 with 1009 for an unknown role, game or file, never a 500', async () => {
      for (const url of [
        card('811111111', 'png'),
        card(ROLE.aliceRail, 'png'),
        '/card/sr/800000001.png',
        // A main-game role asked for as another game's.
        `/card/bh3/${ROLE.aliceMain}.png`,
        `/card/ys/${ROLE.aliceMain}.gif`,
        '/card/ys/abc.svg',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ retcode: 1009, data: null });
      }
    });

    it('draws the card anew when the snapshot changes', async () => {
      const before = await get(card(ROLE.aliceMain, 'png'));
      await applyBundle(env.db, {
        snapshots: [
          {
            game_id: 2,
            game_role_id: ROLE.aliceMain,
            kind: 'index',
            payload: { ...ALICE_INDEX, stats: { ...ALICE_INDEX.stats, active_day_number: 999 } },
          },
        ],
      });
      const after = await get(card(ROLE.aliceMain, 'png'));
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    });

    it('takes the language from ?lang=, then the mi18nLang cookie, else English', async () => {
      const english = await svgOf(card(ROLE.carolMain, 'svg'));
      const french = await svgOf(card(ROLE.carolMain, 'svg', '?lang=fr-fr'));
      const byCookie = (await get(card(ROLE.carolMain, 'svg'), { mi18nLang: 'fr-fr' })).body;
      expect(french).not.toBe(english);
      expect(french).toContain('Les relevés sont privés');
      expect(byCookie).toBe(french);
      // The query wins over the cookie.
      const both = await env.get(card(ROLE.carolMain, 'svg', '?lang=en-us'), {
        cookies: { mi18nLang: 'fr-fr' },
      });
      expect(both.body).toBe(english);
      // Chinese, Japanese and Thai are drawn in their own words and fonts (share-card.font.test.ts
      // checks satori finds every glyph), no longer in English.
      for (const lang of ['ja-jp', 'zh-cn', 'th-th'] as const) {
        const svg = await svgOf(card(ROLE.carolMain, 'svg', `?lang=${lang}`));
        expect(svg, lang).not.toBe(english);
        expect(svg, lang).toContain(
          `<title>Wanderlight. ${SERVER_TEXT[lang].shareCard.privateTitle}`,
        );
      }
    });

    it('limits cards per address (no session, so no risk engine counts them)', async () => {
      const statuses = [];
      for (let i = 0; i < 61; i += 1) {
        const response = await env.app.inject({
          method: 'GET',
          url: card(ROLE.aliceMain, 'svg'),
          remoteAddress: '203.0.113.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).not.toBe(200);
    });
  },
  { bundle: bundle() },
);

describe('share card texts', () => {
  it('has every label in every language', () => {
    for (const lang of LANG_CODES) {
      const { hsr, bh3, ...shared } = SERVER_TEXT[lang].shareCard;
      for (const [key, value] of Object.entries({ ...shared, ...hsr, ...bh3 })) {
        expect(value.trim(), `${lang} ${key}`).not.toBe('');
      }
      for (const rank of [hsr.rank, bh3.rank]) expect(rank, lang).toContain('{{n}}');
      expect(SERVER_TEXT[lang].shareCard.rank, lang).toContain('{{n}}');
    }
    expect(presentPrivateCard(MAIN_GAME_ID, 'fr-fr')).toMatchObject({
      title: 'Les relevés sont privés',
    });
  });
});
