import { describe, expect, it } from 'vitest';
import { parseRichText, plainRichText } from './parse-rich-text.js';

describe('parseRichText', () => {
  it('turns <color> tags into coloured runs and drops the alpha', () => {
    expect(parseRichText('Deals <color=#FFD780FF>Pyro DMG</color> to foes')).toEqual([
      [{ text: 'Deals ' }, { text: 'Pyro DMG', color: '#ffd780' }, { text: ' to foes' }],
    ]);
  });

  it('splits lines on the literal two characters \\n and on real newlines', () => {
    const lines = parseRichText('One\\nTwo\nThree');
    expect(lines.map((line) => line.map((run) => run.text).join(''))).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });

  it('keeps bold and italic, and drops unknown tags and unsafe colours', () => {
    expect(parseRichText('<b>Bold</b> <size=20><i>it</i></size> <color=red;x>x</color>')).toEqual([
      [
        { text: 'Bold', bold: true },
        { text: ' ' },
        { text: 'it', italic: true },
        { text: ' ' },
        { text: 'x' },
      ],
    ]);
  });

  it('never lets markup through as text that looks like a tag', () => {
    expect(plainRichText('<script>alert(1)</script><color=#fff000>ok</color>')).toBe('alert(1)ok');
  });
});
