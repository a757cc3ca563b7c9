import { ElementGlyph } from './element-glyph.js';
import { Portrait } from './portrait.js';
import './portrait-art.css';

export interface PortraitArtProps {
  src: string | undefined;
  rarity: number;
  element: string;
  /** Translated level caption over the foot of the art. */
  level: string;
  /** Translated constellation badge; left out for characters that show none. */
  constellation?: string | undefined;
  /** Width and height hint of the image in CSS pixels. */
  size: number;
  className?: string;
}

/**
 * A character's square art as the roster and the overview show it: the portrait on its rarity
 * frame, element and constellation badges and the level over a dark foot. It is decorative (hidden
 * from readers); the element around it carries the character's accessible summary.
 */
export function PortraitArt({
  src,
  rarity,
  element,
  level,
  constellation,
  size,
  className,
}: PortraitArtProps) {
  return (
    <span
      className={['portrait-art', className ?? ''].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      <Portrait src={src} alt="" rarity={rarity} className="portrait-art__portrait" size={size} />
      <span className="portrait-art__element">
        <ElementGlyph element={element} label="" size="sm" />
      </span>
      {constellation === undefined ? null : (
        <span className="portrait-art__cons tabular">{constellation}</span>
      )}
      <span className="portrait-art__level tabular">{level}</span>
    </span>
  );
}
