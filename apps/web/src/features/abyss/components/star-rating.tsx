import { useTranslation } from '../../../lib/use-translation.js';

export interface StarRatingProps {
  star: number;
  max: number;
  size?: 'sm' | 'md';
}

/** Earned stars as ★ glyphs (missing ones dimmed), read out as "2 of 3 stars". */
export function StarRating({ star, max, size = 'md' }: StarRatingProps) {
  const { t } = useTranslation('abyss');
  const earned = Math.max(0, Math.min(star, max));
  return (
    <span
      className={`abyss-stars abyss-stars--${size}`}
      role="img"
      aria-label={t('floors.stars', { star, max })}
    >
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={i < earned ? 'abyss-stars__on' : 'abyss-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}
