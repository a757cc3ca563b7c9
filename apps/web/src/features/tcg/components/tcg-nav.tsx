import { useTranslation } from '../../../lib/use-translation.js';
import { ROUTES } from '../../../app/routes.js';
import { NavLink } from '../../../lib/router/components.js';
import { useLocation } from '../../../lib/router/hooks.js';

const TABS = [
  { key: 'profile', route: ROUTES.ysTcg, end: true },
  { key: 'characters', route: ROUTES.ysTcgHonorRole, end: false },
  { key: 'actions', route: ROUTES.ysTcgHonorCard, end: false },
  { key: 'decks', route: ROUTES.ysTcgDeck, end: false },
] as const;

/** Tabs between the four Card Duel pages; keeps the page's query (visitor uid, lang). */
export function TcgNav() {
  const { t } = useTranslation('tcg');
  const { search } = useLocation();
  return (
    <nav className="tcg-nav" aria-label={t('nav.label')}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          className="tcg-nav__link"
          to={{ pathname: tab.route.href(), search }}
          end={tab.end}
        >
          <span className={`tcg-nav__glyph tcg-nav__glyph--${tab.key}`} aria-hidden="true" />
          {t(`nav.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
