import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANG_CODES, SHARE_UID_SWITCH, maskUid } from '@chronicle/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE, UID, fixtureBundle } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb } from '../../test/harness.js';
import { previewText } from './link-preview.text.js';
import { PAGE_ANSWERS_ID } from './page-answers.js';

// docs/reference/web-app.md#sharing, docs/reference/privacy.md#link-previews

const PAGES = ['index.html', 'm.html', 'rpg/index.html', 'rpg/m.html'];
const page = (file: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${file}</title></head><body><div id="root"></div></body></html>`;

function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-link-preview-'));
  for (const file of PAGES) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), page(file));
  }
  return dir;
}

const dist = fakeDist();
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const ERIN_MAIN = '812000005';

/** The `<meta>` tags of a page by property or name, values unescaped as a parser reads them. */
function metaOf(html: string): Record<string, string> {
  const unescape = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[match[1] ?? ''] = unescape(match[2] ?? '');
  }
  return tags;
}

const share = (gid: number, uid: number | string, lang = 'en-us', file = '/') =>
  `${file}?gid=${gid}&uid=${uid}&lang=${lang}`;

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describeEachDb(
  'link previews of share links',
  (env) => {
    const tagsOf = async (url: string, cookies?: Record<string, string>) => {
      const res = await env.get(url, cookies ? { cookies } : {});
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      return { res, tags: metaOf(res.body) };
    };

    it("names a public role's card, title and details, on every entry page", async () => {
      for (const file of ['/', '/index.html', '/m.html', '/rpg/', '/rpg/m.html']) {
        const { res, tags } = await tagsOf(share(2, UID.alice, 'en-us', file));
        expect(tags).toMatchObject({
          'og:type': 'website',
          'og:site_name': 'Chronicle',
          'og:title': "Aether's Wanderlight records",
          'og:image': `${TEST_PUBLIC_URL}/card/ys/${ROLE.aliceMain}.png?lang=en-us`,
          'og:image:width': '1200',
          'og:image:height': '630',
          'og:url': `${TEST_PUBLIC_URL}${file}?gid=2&uid=${UID.alice}&lang=en-us`,
          'twitter:card': 'summary_large_image',
          'twitter:title': "Aether's Wanderlight records",
          'twitter:image': `${TEST_PUBLIC_URL}/card/ys/${ROLE.aliceMain}.png?lang=en-us`,
        });
        expect(tags['og:description']).toContain(`Level 60 · `);
        expect(tags['og:description']).toContain(`UID ${ROLE.aliceMain}`);
        // In the head, and the page is otherwise the built one.
        expect(res.body.indexOf('og:image')).toBeLessThan(res.body.indexOf('</head>'));
        expect(res.body).toContain('<div id="root"></div>');
      }
    });

    it('points at a card that answers a 1200×630 PNG', async () => {
      const { tags } = await tagsOf(share(2, UID.alice));
      const image = tags['og:image'] ?? '';
      const res = await env.get(image.slice(TEST_PUBLIC_URL.length));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    });

    it("names the other games' cards by the contract's keys (game_id and user_id work too)", async () => {
      const rail = await tagsOf(`/rpg/?game_id=6&user_id=${UID.alice}&lang=en-us`);
      expect(rail.tags['og:image']).toBe(
        `${TEST_PUBLIC_URL}/card/hsr/${ROLE.aliceRail}.png?lang=en-us`,
      );
      expect(rail.tags['og:title']).toBe("Rails's Stellar Transit records");
      const vanguard = await tagsOf(share(1, UID.alice));
      expect(vanguard.tags['og:image']).toBe(
        `${TEST_PUBLIC_URL}/card/bh3/${ROLE.aliceVanguard}.png?lang=en-us`,
      );
      // Both answer a card.
      for (const image of [rail.tags['og:image'], vanguard.tags['og:image']]) {
        const res = await env.get((image ?? '').slice(TEST_PUBLIC_URL.length));
        expect(res.statusCode, image).toBe(200);
        expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      }
    });

    it("speaks the share's language, and asks for the card in it", async () => {
      const { tags } = await tagsOf(share(2, UID.alice, 'fr-fr'));
      expect(tags['og:title']).toBe('Relevés de Aether dans Wanderlight');
      expect(tags['og:description']).toContain('Niveau 60');
      expect(tags['og:image']).toBe(`${TEST_PUBLIC_URL}/card/ys/${ROLE.aliceMain}.png?lang=fr-fr`);
      const japanese = await tagsOf(share(2, UID.alice, 'ja'));
      expect(japanese.tags['og:title']).toBe('AetherのWanderlight戦績');
    });

    it('gives a private account, an under-13 one and an unknown one the same neutral preview', async () => {
      const neutral = async (uid: number) => {
        const { res, tags } = await tagsOf(share(2, uid));
        expect(tags['og:url']).toBe(`${TEST_PUBLIC_URL}/?gid=2&uid=${uid}&lang=en-us`);
        const same: Record<string, string> = { ...tags, 'og:url': '' };
        return { body: res.body, tags: same };
      };
      const carol = await neutral(UID.carol);
      expect(carol.tags).toMatchObject({
        'og:title': 'Records are private · Wanderlight',
        'og:description': 'This player has chosen not to share their records.',
        'twitter:card': 'summary_large_image',
        // The game's neutral card, at an address that names no role.
        'og:image': `${TEST_PUBLIC_URL}/card/ys/private.png?lang=en-us`,
      });
      expect(carol.body).not.toContain('Cleo');
      expect(carol.body).not.toContain(ROLE.carolMain);
      const erin = await neutral(UID.erin);
      expect(erin.body).not.toContain('Ember');
      expect(erin.body).not.toContain(ERIN_MAIN);
      expect(erin.tags).toEqual(carol.tags);
      expect((await neutral(999_999)).tags).toEqual(carol.tags);
      // Bob has no role in the third game.
      const noRole = await tagsOf(share(6, UID.bob));
      expect(noRole.tags['og:title']).toBe('Records are private · Stellar Transit');
      expect(noRole.tags['og:image']).toBe(`${TEST_PUBLIC_URL}/card/hsr/private.png?lang=en-us`);
    });

    it('masks the UID when the owner hides it', async () => {
      const hide = (isPublic: boolean) =>
        env.post('/game_record/card/wapi/changeDataSwitch', {
          as: UID.dave,
          body: { switch_id: SHARE_UID_SWITCH, is_public: isPublic, game_id: 2 },
        });
      await hide(false);
      try {
        const { tags } = await tagsOf(share(2, UID.dave));
        expect(tags['og:description']).toContain(`UID ${maskUid(ROLE.daveMain)}`);
        expect(tags['og:description']).not.toContain(ROLE.daveMain);
        expect(tags['og:title']).not.toContain(ROLE.daveMain);
      } finally {
        await hide(true);
      }
    });

    it('escapes what it puts in the page', async () => {
      const nasty = `<script>alert("x&y")</script>'`;
      await env.db
        .updateTable('game_roles')
        .set({ nickname: nasty })
        .where('game_role_id', '=', ROLE.bobMain)
        .execute();
      const { res, tags } = await tagsOf(share(2, UID.bob));
      expect(tags['og:title']).toBe(`${nasty}'s Wanderlight records`);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).toContain('&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;');
      // A language that is none of ours falls back instead of reaching the page.
      const odd = await tagsOf(`/?gid=2&uid=${UID.bob}&lang=%22%3E%3Cb%3E`);
      expect(odd.res.body).not.toContain('"><b>');
    });

    it('is the same for everyone: revalidated by its ETag, varied by cookie', async () => {
      const url = share(2, UID.alice);
      const { res } = await tagsOf(url);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers.etag).toMatch(/^W\/".+"$/);
      const etag = String(res.headers.etag);
      const again = await env.get(url, { headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      // Compressed, the same tag; a list that names it matches too.
      const br = await env.get(url, {
        headers: { 'accept-encoding': 'br', 'if-none-match': `W/"old", ${etag.slice(2)}` },
      });
      expect(br.statusCode).toBe(304);
      expect((await env.get(url, { headers: { 'if-none-match': 'W/"old"' } })).statusCode).toBe(
        200,
      );
      // Another role state, another tag.
      expect((await env.get(share(2, UID.alice, 'de-de'))).headers.etag).not.toBe(res.headers.etag);
    });

    it('leaves the page without a share query, or with a query that names nothing, as built', async () => {
      const plain = await env.get('/m.html');
      expect(plain.body).toBe(page('m.html'));
      expect(plain.headers['cache-control']).toBe('no-cache');
      for (const query of [
        '?uid=100000001',
        '?gid=2',
        '?gid=99&uid=100000001',
        '?gid=abc&uid=100000001',
        '?gid=2&uid=-1',
        `?gid=2&uid=${'9'.repeat(40)}`,
        '?gid=2&gid=6&uid=100000001',
      ]) {
        const res = await env.get(`/m.html${query}`);
        expect(res.statusCode, query).toBe(200);
        expect(res.body, query).toBe(page('m.html'));
      }
    });

    it('adds the tags to the page that carries the answers of a signed-in viewer', async () => {
      const cookies = await env.sessionCookies(UID.bob);
      const { res, tags } = await tagsOf(share(2, UID.alice), cookies);
      expect(tags['og:image']).toBe(`${TEST_PUBLIC_URL}/card/ys/${ROLE.aliceMain}.png?lang=en-us`);
      expect(res.body).toContain(`id="${PAGE_ANSWERS_ID}"`);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // The owner's own page shows no more than anyone's: Carol's records stay neutral for her.
      const own = await tagsOf(share(2, UID.carol), await env.sessionCookies(UID.carol));
      expect(own.tags['og:image']).toBe(`${TEST_PUBLIC_URL}/card/ys/private.png?lang=en-us`);
      expect(own.res.body).toContain(`id="${PAGE_ANSWERS_ID}"`);
    });
  },
  {
    config: { webDist: dist },
    bundle: {
      ...fixtureBundle(),
      roles: [
        ...(fixtureBundle().roles ?? []),
        // Erin is eight: her role is never shown, whatever her switches say.
        { game_id: 2, game_role_id: ERIN_MAIN, uid: UID.erin, nickname: 'Ember', level: 20 },
      ],
    },
  },
);

describe('the words of a preview', () => {
  it('has every placeholder in all 15 languages, each its own translation', () => {
    const english = previewText('en-us');
    for (const lang of LANG_CODES) {
      const text = previewText(lang);
      expect(text.title, lang).toMatch(/\{\{name\}\}.*\{\{game\}\}|\{\{game\}\}.*\{\{name\}\}/);
      expect(text.level, lang).toContain('{{n}}');
      expect(text.description, lang).toMatch(/^\{\{details\}\}/);
      if (lang !== 'en-us') {
        expect(text.title, lang).not.toBe(english.title);
        expect(text.description, lang).not.toBe(english.description);
      }
    }
  });
});
