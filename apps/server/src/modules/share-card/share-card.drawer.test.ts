import { afterAll, describe, expect, it } from 'vitest';
import { workerDrawer } from './share-card.drawer.js';
import type { CardModel } from './share-card.render.js';

const neutral: CardModel = {
  kind: 'private',
  lang: 'en-us',
  gameName: 'Wanderlight',
  title: 'Records are private',
  body: 'Nothing to see',
  footer: 'Shared from Chronicle',
  alt: 'Wanderlight. Records are private.',
};

describe('the share-card worker', () => {
  const drawer = workerDrawer();
  afterAll(() => drawer.close());

  it('draws SVG and PNG cards in its thread, the same bytes for the same card', async () => {
    const [svg, png, again] = await Promise.all([
      drawer.draw(neutral, 'svg'),
      drawer.draw(neutral, 'png'),
      drawer.draw(neutral, 'png'),
    ]);
    expect(svg.body.toString()).toMatch(/^<svg width="1200" height="630"/);
    expect(png.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(again.body.equals(png.body)).toBe(true);
    expect(again.etag).toBe(png.etag);
  });

  it('rejects a drawing that fails and keeps drawing the next ones', async () => {
    const broken = { ...neutral, kind: 'records' } as unknown as CardModel;
    await expect(drawer.draw(broken, 'png')).rejects.toThrow(/share card/);
    expect((await drawer.draw(neutral, 'svg')).etag).toMatch(/^".+"$/);
  });

  it('fails what is still waiting when closed, and starts a new worker after', async () => {
    const failed = expect(drawer.draw(neutral, 'png')).rejects.toThrow(/closed/);
    await drawer.close();
    await failed;
    expect((await drawer.draw(neutral, 'svg')).body.length).toBeGreaterThan(0);
  });
});
