import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Icon } from '../../../../components/ui/icons.js';
import { useFormat } from '../../../../lib/format.js';
import { formatStat } from './stat-text.js';

/** `skill_type` of an active (levelled) talent; 2 is a passive one. */
export const ACTIVE_SKILL = 1;

/** Collab 5★ characters arrive as rarity 105 (docs/reference/hoyolab-api.md#player-overview). */
export function starsOf(rarity: number): number {
  return rarity > 100 ? rarity - 100 : rarity;
}

/** Formats server stat values (`"13000"`, `"46.6%"`) in the current language. */
export function useStatText() {
  const { lang } = useFormat();
  return (value: string | null | undefined): string => formatStat(value, lang);
}

/** Rarity as a row of stars, announced as "5-star". */
export function Stars({ rarity }: { rarity: number }) {
  const { t } = useTranslation('character');
  const stars = starsOf(rarity);
  return (
    <span className="cd-stars" role="img" aria-label={t('header.rarity', { stars })}>
      {Array.from({ length: stars }, (_, index) => (
        <Icon key={index} name="star" fill="currentColor" strokeWidth={1} />
      ))}
    </span>
  );
}

/** A square item icon (weapon, artifact, talent) on its rarity background. */
export function ItemIcon({
  src,
  rarity,
  size = 64,
  className,
}: {
  src: string;
  rarity?: number;
  size?: number;
  className?: string;
}) {
  // A missing image leaves the rarity tile rather than the browser's broken-image glyph.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const tier = rarity === undefined ? 'plain' : starsOf(rarity) >= 5 ? '5' : starsOf(rarity);
  return (
    <span className={['cd-icon', `cd-icon--rarity-${tier}`, className ?? ''].join(' ')}>
      {src && src !== failedSrc ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </span>
  );
}
