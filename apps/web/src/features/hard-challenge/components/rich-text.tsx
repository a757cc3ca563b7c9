import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { ElementGlyph } from '../../../components/art/element-glyph.js';

/** Element of each `{SPRITE_PRESET#…}` code the game text uses (genshin.py's enum, and the rest in order). */
const SPRITE_ELEMENTS: Readonly<Record<string, string>> = {
  '11001': 'Cryo',
  '11002': 'Hydro',
  '11003': 'Pyro',
  '11004': 'Electro',
  '11005': 'Anemo',
  '11006': 'Geo',
  '11007': 'Dendro',
};

/** One piece of game text: plain, highlighted (`<color>`) or an element sprite. */
export type RichPiece =
  | { kind: 'text'; text: string }
  | { kind: 'highlight'; text: string }
  | { kind: 'element'; element: string };

const TOKEN = /<color=#[0-9a-fA-F]{6,8}>([\s\S]*?)<\/color>|\{SPRITE_PRESET#(\d+)\}/g;
/** Any other markup is dropped, never rendered. */
const stripTags = (text: string) => text.replace(/<[^>]*>/g, '');

/**
 * Parses the game's Unity rich text into pieces: `<color=…>` spans become highlights, element
 * sprites become glyphs, other tags are removed. React escapes every piece when rendering.
 */
export function parseRichText(source: string): RichPiece[] {
  const pieces: RichPiece[] = [];
  const push = (text: string, kind: 'text' | 'highlight') => {
    const clean = stripTags(text);
    if (clean !== '') pieces.push({ kind, text: clean });
  };
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    push(source.slice(last, match.index), 'text');
    const [, highlighted, sprite] = match;
    if (highlighted !== undefined) push(highlighted, 'highlight');
    else if (sprite !== undefined) {
      const element = SPRITE_ELEMENTS[sprite];
      if (element) pieces.push({ kind: 'element', element });
    }
    last = match.index + match[0].length;
  }
  push(source.slice(last), 'text');
  return pieces;
}

/** Game text with highlights and element glyphs, safely (no HTML is ever injected). */
export function RichText({ text }: { text: string }) {
  const { t } = useTranslation('common');
  const nodes: ReactNode[] = parseRichText(text).map((piece, i) => {
    if (piece.kind === 'highlight') {
      return (
        <em key={i} className="hc-rich__mark">
          {piece.text}
        </em>
      );
    }
    if (piece.kind === 'element') {
      return (
        <ElementGlyph
          key={i}
          element={piece.element}
          label={t(`elements.${piece.element}` as 'elements.Anemo')}
          size="sm"
        />
      );
    }
    return <Fragment key={i}>{piece.text}</Fragment>;
  });
  return <>{nodes}</>;
}
