import { useState } from 'react';

/** A weapon's icon; an empty box when the URL is missing or fails, never a broken-image glyph. */
export function WeaponIcon({ src, size }: { src: string; size: number }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (!src || src === failedSrc) {
    // Sized by the surrounding component's CSS, like the image it stands in for.
    return <span className="weapon-icon weapon-icon--empty" aria-hidden="true" />;
  }
  return (
    <img
      className="weapon-icon"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
