import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWithWebpIcons, webpUrl } from './webp.js';

const Q = 'x-oss-process=image/format,webp';

describe('webp icons', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('appends the query to absolute .png/.jpg URLs without a query, once', () => {
    expect(webpUrl('https://cdn.example/a/b.png', Q)).toBe(`https://cdn.example/a/b.png?${Q}`);
    expect(webpUrl('https://cdn.example/b.JPG', Q)).toBe(`https://cdn.example/b.JPG?${Q}`);
    // A URL with a query may be signed (an added parameter would break it), or converted already.
    expect(webpUrl('https://cdn.example/b.jpeg?v=2', Q)).toBe('https://cdn.example/b.jpeg?v=2');
    expect(webpUrl(`https://cdn.example/b.png?${Q}`, Q)).toBe(`https://cdn.example/b.png?${Q}`);
    expect(webpUrl(webpUrl('https://cdn.example/c.png', Q), Q)).toBe(
      `https://cdn.example/c.png?${Q}`,
    );
    // Vector art, relative paths, names and text that merely ends in .png stay as they are.
    for (const kept of [
      'https://cdn.example/icon.svg',
      '/art/icon.png',
      'UI_AvatarIcon.png',
      'see https://cdn.example/a.png for details',
      'https://cdn.example/a.png#frag',
    ]) {
      expect(webpUrl(kept, Q)).toBe(kept);
    }
    expect(webpUrl('https://cdn.example/a.png', '')).toBe('https://cdn.example/a.png');
  });

  it('rewrites every icon of a nested answer and nothing else', () => {
    const answer = {
      retcode: 0,
      data: {
        avatars: [{ icon: 'https://cdn.example/1.png', name: 'Lumine', level: 90 }],
        role: { image: 'https://cdn.example/r.jpg', art: 'https://cdn.example/r.svg' },
      },
    };
    expect(parseWithWebpIcons(JSON.stringify(answer), Q)).toEqual({
      retcode: 0,
      data: {
        avatars: [{ icon: `https://cdn.example/1.png?${Q}`, name: 'Lumine', level: 90 }],
        role: { image: `https://cdn.example/r.jpg?${Q}`, art: 'https://cdn.example/r.svg' },
      },
    });
  });

  it('asks the browser once whether it decodes webp', async () => {
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/webp;base64,UklGR');
    vi.resetModules();
    const { browserDecodesWebp } = await import('./webp.js');
    expect(browserDecodesWebp()).toBe(true);
    expect(browserDecodesWebp()).toBe(true);
    expect(toDataURL).toHaveBeenCalledTimes(1);
  });

  it('says no when the canvas falls back to png', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iV');
    vi.resetModules();
    const { browserDecodesWebp } = await import('./webp.js');
    expect(browserDecodesWebp()).toBe(false);
  });
});
