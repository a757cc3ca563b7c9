import { useTranslation } from '../../lib/use-translation.js';
import { ROUTES } from '../../app/routes.js';
import { Icon } from './icons.js';
import { Link } from '../../lib/router/components.js';
import './progress-link.css';

const PROGRESS = { ys: ROUTES.ysProgress, hsr: ROUTES.hsrProgress, bh3: ROUTES.bh3Progress };

/** The entry to a game's Progress page from the role's home (issue 18). */
export function ProgressLink({ game }: { game: keyof typeof PROGRESS }) {
  const { t } = useTranslation('progress');
  return (
    <Link className="progress-link" to={PROGRESS[game].href()}>
      <span className="progress-link__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor">
          <path
            d="M4 19.5h16M4.5 15.5l4.5-5 3.5 3 6.5-8m0 0h-4m4 0v4"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="progress-link__text">
        <span className="progress-link__title">{t('link.title')}</span>
        <span className="progress-link__hint">{t('link.hint')}</span>
      </span>
      <Icon name="chevronRight" className="progress-link__chevron" />
    </Link>
  );
}
