import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text.js';

describe('parseRichText', () => {
  it('turns <color> spans into highlights and keeps the text around them', () => {
    expect(parseRichText('Hardens into a <color=#FFD780FF>molten shell</color> fast.')).toEqual([
      { kind: 'text', text: 'Hardens into a ' },
      { kind: 'highlight', text: 'molten shell' },
      { kind: 'text', text: ' fast.' },
    ]);
  });

  it('turns element sprites into elements and drops unknown sprite codes', () => {
    expect(parseRichText('{SPRITE_PRESET#11002}Advantage')).toEqual([
      { kind: 'element', element: 'Hydro' },
      { kind: 'text', text: 'Advantage' },
    ]);
    expect(parseRichText('{SPRITE_PRESET#11007}{SPRITE_PRESET#19999}x')).toEqual([
      { kind: 'element', element: 'Dendro' },
      { kind: 'text', text: 'x' },
    ]);
  });

  it('strips any other markup instead of rendering it', () => {
    const pieces = parseRichText(
      'a <b>bold</b> <img src=x onerror=alert(1)><script>bad()</script>',
    );
    expect(pieces.map((p) => ('text' in p ? p.text : '')).join('')).toBe('a bold bad()');
  });
});

describe('RichText', () => {
  it('renders no element from the game text', async () => {
    const { RichText } = await import('./rich-text.js');
    const { container } = render(
      <RichText text={'<script>x()</script><color=#FF0000FF>hi</color>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('em')?.textContent).toBe('hi');
  });
});
