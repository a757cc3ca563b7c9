import { useState } from 'react';
import { PORTRAIT_FALLBACK_URL } from '../../lib/art.js';
import './art.css';

export interface PortraitProps {
  src: string | undefined;
  /** Empty when a visible name sits next to the portrait. */
  alt: string;
  rarity?: number;
  className?: string;
  size?: number;
}

/** A character portrait on its rarity background; falls back to a silhouette if the image fails. */
export function Portrait({ src, alt, rarity, className, size = 96 }: PortraitProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const usable = src && src !== failedSrc ? src : PORTRAIT_FALLBACK_URL;
  const tier = rarity === undefined ? 'none' : rarity >= 5 ? '5' : rarity === 4 ? '4' : 'other';
  return (
    <span
      className={['portrait', `portrait--rarity-${tier}`, className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <img
        src={usable}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    </span>
  );
}
