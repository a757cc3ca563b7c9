import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';

describeEachDb('GET /art/:kind/:id.svg', (env) => {
  it('draws a character portrait with the initial, element colour and rarity gradient', async () => {
    const res = await env.get('/art/character/10000002.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>A</text>');
    expect(res.body).toContain('#74c2a8'); // Anemo
    expect(res.body).toContain('#f3c77a'); // 5★ gold
    const fourStar = await env.get('/art/character/10000021.svg');
    expect(fourStar.body).toContain('#a98be0'); // 4★ purple
    expect(fourStar.body).toContain('#ef7938'); // Pyro
  });

  it('draws emblems for other kinds, game logos and unknown ids without failing', async () => {
    for (const url of [
      '/art/weapon/11501.svg',
      '/art/region/1.svg',
      '/art/game/6.svg',
      '/art/game-background/2.svg',
      '/art/account/100000001.svg',
      '/art/character/1.svg',
    ]) {
      const res = await env.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('</svg>');
    }
  });

  it('answers 404 for unknown kinds or file names', async () => {
    expect((await env.get('/art/spaceship/1.svg')).statusCode).toBe(404);
    expect((await env.get('/art/character/abc.svg')).statusCode).toBe(404);
    expect((await env.get('/art/character/1.png')).statusCode).toBe(404);
  });
});
