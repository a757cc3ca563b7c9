import { useTranslation } from '../../lib/use-translation.js';
import { ROUTES } from '../../app/routes.js';
import { Icon } from '../../components/ui/icons.js';
import { Link } from '../../lib/router/components.js';
import { useLocation } from '../../lib/router/hooks.js';

/**
 * The owner's data-review entry of the mobile account card
 * (docs/reference/privacy.md#who-may-do-what): the journey summary of the main game, keeping the
 * page's query (lang).
 */
export function DataReviewLink() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Link
      className="data-review"
      to={{ pathname: ROUTES.ysSummary.href(), search }}
      data-exposure="account.data_review"
    >
      <span className="data-review__icon" aria-hidden="true">
        {/* Drawn here: only the mobile page uses it, so it stays out of the shared icon set. */}
        <svg
          viewBox="0 0 24 24"
          width="1em"
          height="1em"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
        >
          <path d="M4 20h16M7 16.5V11m5 5.5v-10m5 10v-7" />
        </svg>
      </span>
      <span className="data-review__text">
        <span className="data-review__title">{t('account.dataReview.title')}</span>
        <span className="data-review__hint">{t('account.dataReview.hint')}</span>
      </span>
      <Icon name="chevronRight" className="data-review__chevron" />
    </Link>
  );
}
