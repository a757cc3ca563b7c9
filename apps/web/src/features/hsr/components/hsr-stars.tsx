import { useTranslation } from '../../../lib/use-translation.js';
import { Icon } from '../../../components/ui/icons.js';

/** Stars won out of a maximum, drawn as filled and hollow stars and announced as "2 of 3 stars". */
export function HsrStars({ value, max }: { value: number; max: number }) {
  const { t } = useTranslation('hsr');
  return (
    <span className="hsr-stars" role="img" aria-label={t('mode.starsOf', { value, max })}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={i < value ? 'hsr-stars__on' : 'hsr-stars__off'}>
          <Icon name="star" />
        </span>
      ))}
    </span>
  );
}
