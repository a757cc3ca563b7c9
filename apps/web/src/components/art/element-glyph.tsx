import { elementGlyphUrl, isElement } from '../../lib/art.js';
import './art.css';

export interface ElementGlyphProps {
  element: string;
  /** Translated element name; the glyph is announced with it. Empty string hides it from readers. */
  label: string;
  size?: 'sm' | 'md';
}

/** An element shown by colour and glyph, never colour alone. */
export function ElementGlyph({ element, label, size = 'md' }: ElementGlyphProps) {
  const src = elementGlyphUrl(element);
  if (!src) return null;
  const tone = isElement(element) ? element.toLowerCase() : 'none';
  return (
    <span
      className={`element-glyph element-glyph--${size} element-glyph--${tone}`}
      title={label || undefined}
    >
      <img src={src} alt={label} width={20} height={20} />
    </span>
  );
}
