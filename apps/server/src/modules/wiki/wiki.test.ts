import { SERVER_TEXT } from '@chronicle/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { abyssWithTeams, characterInfoBundle } from '../../test/character-info.fixtures.js';
import { ROLE, UID } from '../../test/fixtures.js';
import { describeEachDb, envelope, type TestEnv } from '../../test/harness.js';
import { createServiceToken } from '../ingest/service-token.service.js';
import { wikiLang } from './wiki.routes.js';
import { elementName } from './wiki.service.js';

const ARIA = 10000002;
const PELL = 10000021;
const QUILL = 10000117;
const MIRROR = 10000118;
const EVIL = 10000099;
const ODD = 10000098;
const EVIL_NAME = '<script>alert("x")</script>';
const EVIL_TITLE = '"><img src=x onerror=alert(1)>';

/** Ingest through the HTTP API, as an operator's importer would. */
async function ingest(env: TestEnv, url: string, body: unknown): Promise<void> {
  const token = await createServiceToken(env.db, `wiki-${Math.random()}`);
  const res = await env.request('PUT', `/ingest/v1/${url}`, {
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(envelope(res).retcode, url).toBe(0);
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describeEachDb(
  'character wiki page',
  (env) => {
    const page = (id: number | string, headers: Record<string, string> = {}, query = '') =>
      env.get(`/wiki/characters/${id}${query}`, { headers });

    beforeAll(async () => {
      // Two roles, three periods: Aria fought with Pell three times, with Quill once, with the
      // mirror doll once; a team without Aria must not count, and neither may carol's team with
      // Quill: her records are private (every switch off), and the wiki is open to anyone.
      const at = '2026-02-01T00:00:00Z';
      await ingest(env, `snapshots/2/${ROLE.aliceMain}/spiral_abyss`, {
        period: '90',
        captured_at: at,
        payload: abyssWithTeams(90, [
          [ARIA, PELL, QUILL],
          [ARIA, PELL],
          [QUILL, MIRROR],
        ]),
      });
      await ingest(env, `snapshots/2/${ROLE.aliceMain}/spiral_abyss`, {
        period: '91',
        captured_at: at,
        payload: abyssWithTeams(91, [[PELL, ARIA, MIRROR]]),
      });
      await ingest(env, `snapshots/2/${ROLE.carolMain}/spiral_abyss`, {
        period: '91',
        captured_at: at,
        payload: abyssWithTeams(91, [[QUILL, ARIA]]),
      });
      await ingest(env, 'catalog', {
        entries: [
          {
            kind: 'character',
            id: EVIL,
            icon: 'javascript:alert(1)',
            attrs: { element: 'Pyro', rarity: 4, weapon_type: 1 },
            names: { 'en-us': EVIL_NAME },
            texts: { 'en-us': { title: EVIL_TITLE, description: 'Fine & <b>bold</b>' } },
          },
          {
            kind: 'character',
            id: ODD,
            icon: '',
            attrs: { element: 'Quantum', rarity: 4, weapon_type: 1 },
            names: { 'en-us': 'Odd One' },
          },
        ],
      });
    });

    it('renders every section of a character from the catalog and the stored records', async () => {
      const res = await page(ARIA);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      for (const id of ['profile', 'calculator', 'lineup', 'guide']) {
        expect(html).toContain(`id="${id}"`);
        expect(html).toContain(`href="#${id}"`);
      }
      const text = textOf(html);
      expect(html).toContain('<html lang="en-us">');
      expect(text).toContain('Aria Windsong');
      expect(text).toContain('Wind at Dawn');
      // The product's own words: its element name and its name of the abyss mode.
      expect(text).toContain('Element Wind');
      expect(text).not.toContain('Anemo');
      expect(text).toContain('in the Sunken Spire records');
      expect(text).not.toMatch(/Spiral Abyss|relic/i);
      expect(text).toContain('Affiliation Wind Guard');
      expect(text).toContain('Weapon type Sword');
      // Talents and constellations of the recorded build, with what each level unlocks.
      expect(text).toContain('Swirling Step A quick dash of wind.');
      expect(text).toContain('Level 6 Gale Star 6 Wind grows stronger (6).');
      // The recommendation, by localized property name.
      expect(text).toContain('Sands HP%');
      expect(text).toContain('Circlet CRIT Rate / CRIT DMG');
      expect(text).toMatch(/Sub stats CRIT Rate CRIT DMG Energy Recharge HP%/);
    });

    it('lists the most frequent teammates across the public roles’ abyss snapshots, with counts', async () => {
      const html = (await page(ARIA)).body;
      const lineup = html.slice(html.indexOf('id="lineup"'), html.indexOf('id="guide"'));
      const rows = [
        ...lineup.matchAll(/<tr><td><a href="\/wiki\/characters\/(\d+)[^]*?"num">(\d+)</g),
      ];
      expect(rows.map((r) => [Number(r[1]), Number(r[2])])).toEqual([
        [PELL, 3],
        [QUILL, 1],
        [MIRROR, 1],
      ]);
      expect(textOf(lineup)).toContain('Pell Emberly');
    });

    it('shows empty states without records', async () => {
      const text = textOf((await page(10000005)).body);
      expect(text).toContain('No Sunken Spire team with this character has been recorded yet.');
      expect(text).not.toContain('Spiral Abyss');
      expect(text).toContain('No build of this character has been recorded yet.');
      expect(text).toContain('No recommendation has been recorded for this character yet.');
    });

    it('escapes catalog text and drops unsafe image URLs', async () => {
      const html = (await page(EVIL)).body;
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('javascript:');
      expect(html).not.toContain('<b>bold</b>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('Fine &amp; &lt;b&gt;bold&lt;/b&gt;');
      expect(textOf(html)).toContain('Element Fire');
    });

    it('shows an unknown element as a dash, never the raw value', async () => {
      const text = textOf((await page(ODD)).body);
      expect(text).toContain('Element - Rarity');
      expect(text).not.toContain('Quantum');
    });

    it('works under the strict CSP: no script, no inline style, one stylesheet file', async () => {
      const res = await page(ARIA);
      expect(String(res.headers['content-security-policy'])).toContain("style-src 'self'");
      expect(res.body).not.toMatch(/<script|<style|\sstyle=/i);
      expect(res.body).toContain('<link rel="stylesheet" href="/wiki/wiki.css">');
      const css = await env.get('/wiki/wiki.css');
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toContain('text/css');
      expect(css.body).toContain('.card {');
    });

    it('picks the language from ?lang, then Accept-Language, else English', async () => {
      const ja = await page(ARIA, {}, '?lang=ja-jp');
      expect(ja.body).toContain('<html lang="ja-jp">');
      expect(textOf(ja.body)).toContain('アリア・ウィンドソング');
      expect(textOf(ja.body)).toContain('プロフィール');
      expect(textOf(ja.body)).toContain('所属 風衛隊');
      expect(textOf(ja.body)).toContain('元素 風');
      expect(textOf(ja.body)).toContain('沈みし尖塔');
      const de = await page(ARIA, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
      expect(textOf(de.body)).toContain('Stufenplaner');
      const query = await page(ARIA, { 'accept-language': 'de-DE' }, '?lang=fr-fr');
      expect(query.body).toContain('<html lang="fr-fr">');
      expect(textOf(query.body)).toContain('Élément Vent');
      expect(textOf(query.body)).toContain('Flèche engloutie');
      expect(textOf(query.body)).not.toMatch(/Anemo|Abîme/);
      const fallback = await page(ARIA, { 'accept-language': 'xx-YY' });
      expect(fallback.body).toContain('<html lang="en-us">');
    });

    it('answers unknown ids with an HTML 404 page', async () => {
      for (const id of ['424242', 'abc']) {
        const res = await page(id);
        expect(res.statusCode, id).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(textOf(res.body)).toContain('Character not found');
      }
      const ko = await page(424242, {}, '?lang=ko-kr');
      expect(textOf(ko.body)).toContain('캐릭터를 찾을 수 없습니다');
    });
  },
  { bundle: characterInfoBundle() },
);

describeEachDb(
  'character wiki lineups as records change',
  (env) => {
    const lineupOf = async (id: number) => {
      const html = (await env.get(`/wiki/characters/${id}`)).body;
      const lineup = html.slice(html.indexOf('id="lineup"'), html.indexOf('id="guide"'));
      return [
        ...lineup.matchAll(/<tr><td><a href="\/wiki\/characters\/(\d+)[^]*?"num">(\d+)</g),
      ].map((r) => [Number(r[1]), Number(r[2])]);
    };
    const fight = (period: number) =>
      ingest(env, `snapshots/2/${ROLE.aliceMain}/spiral_abyss`, {
        period: String(period),
        captured_at: '2026-02-01T00:00:00Z',
        payload: abyssWithTeams(period, [[ARIA, PELL]]),
      });

    it('follows new periods at once, and drops a role the moment its owner hides its records', async () => {
      await fight(90);
      expect(await lineupOf(ARIA)).toEqual([[PELL, 1]]);
      await fight(91);
      expect(await lineupOf(ARIA)).toEqual([[PELL, 2]]);
      await ingest(env, 'switches', {
        switches: [{ uid: UID.alice, game_id: 2, switch_id: 1, is_public: false }],
      });
      expect(await lineupOf(ARIA)).toEqual([]);
    });
  },
  { bundle: characterInfoBundle() },
);

describe('elementName', () => {
  it('names each API element in the product’s words of the language, and anything else "-"', () => {
    expect(elementName(SERVER_TEXT['en-us'].elements, 'Anemo')).toBe('Wind');
    expect(elementName(SERVER_TEXT['en-us'].elements, 'Dendro')).toBe('Verdant');
    expect(elementName(SERVER_TEXT['de-de'].elements, 'Electro')).toBe('Blitz');
    expect(elementName(SERVER_TEXT['zh-cn'].elements, 'Geo')).toBe('石');
    for (const value of [undefined, '', 'Quantum', 'toString', 'anemo']) {
      expect(elementName(SERVER_TEXT['en-us'].elements, value), String(value)).toBe('-');
    }
  });
});

describe('wikiLang', () => {
  it('prefers the query, then the highest-ranked supported Accept-Language tag', () => {
    expect(wikiLang('ja-jp', 'de-DE')).toBe('ja-jp');
    expect(wikiLang(undefined, 'xx, ko;q=0.4, it-IT;q=0.8')).toBe('it-it');
    expect(wikiLang(undefined, 'pt-BR')).toBe('pt-pt');
    expect(wikiLang('nonsense', 'fr;q=0')).toBe('en-us');
    expect(wikiLang(undefined, undefined)).toBe('en-us');
  });
});
