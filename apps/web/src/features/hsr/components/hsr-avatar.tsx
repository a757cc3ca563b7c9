import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';

export interface HsrAvatarProps {
  icon: string;
  rarity: number;
  element: string;
  level: number;
  /** Resonance (eidolons unlocked), 0–6. */
  rank: number;
  /** The character's name when the caller knows it; lineups only carry ids and icons. */
  name?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A character's portrait on its rarity frame with an element ring, its level over the foot and its
 * Resonance badge. The whole tile carries one accessible label so readers hear a summary.
 */
export function HsrAvatar({
  icon,
  rarity,
  element,
  level,
  rank,
  name,
  size = 'md',
}: HsrAvatarProps) {
  const { t } = useTranslation('hsr');
  const elementName = t(`elements.${element}` as 'elements.physical', { defaultValue: element });
  const summary = [name, elementName, t('avatar.level', { level }), t('avatar.resonance', { rank })]
    .filter(Boolean)
    .join(', ');
  return (
    <span
      className={`hsr-avatar hsr-avatar--${size} hsr-el--${element}`}
      role="img"
      aria-label={summary}
      data-testid="hsr-avatar"
    >
      <Portrait src={icon} alt="" rarity={rarity} className="hsr-avatar__art" size={96} />
      <span className="hsr-avatar__rank tabular" aria-hidden="true">
        {t('avatar.rankBadge', { rank })}
      </span>
      <span className="hsr-avatar__level tabular" aria-hidden="true">
        {t('avatar.levelShort', { level })}
      </span>
    </span>
  );
}
