import { CONSTANTS, type GameConfig } from '@chronicle/contract';
import { useTranslation } from '../lib/use-translation.js';
import { NavLink } from '../lib/router/components.js';
import { useLocation } from '../lib/router/hooks.js';
import { useAppConfig } from '../lib/app-config.js';
import { gameArtUrl } from '../lib/art.js';
import { useCurrentInView } from '../lib/use-current-in-view.js';
import { navRoutes } from './routes.js';
import type routesEn from '../locales/en-us/routes.json';

/** Routes with a short navigation label; a nav route without one fails the type check here. */
type NavRouteId = keyof (typeof routesEn)['nav'];

/** Tabs to the record pages of the game; keeps the page's query (visitor uid, lang). */
export function RecordsNav({ game }: { game: GameConfig }) {
  const { t } = useTranslation(['common', 'routes']);
  const { search, pathname } = useLocation();
  const listRef = useCurrentInView<HTMLUListElement>(pathname);
  const switches = useAppConfig().data?.switches;
  // A page the operator switched off leaves the navigation
  // (docs/reference/privacy.md#feature-switches).
  const routes = navRoutes(game.key).filter(
    (route) => !route.feature || switches?.[route.feature] !== CONSTANTS.featureOff,
  );
  const icon = (home: boolean) =>
    gameArtUrl(home ? game.art.navIcons.home : game.art.navIcons.records);

  if (routes.length < 2) return null;
  return (
    <nav className="records-nav" aria-label={t('nav.records')}>
      <ul className="records-nav__list" ref={listRef}>
        {routes.map((route) => (
          <li key={route.id}>
            <NavLink
              className="records-nav__link"
              to={{ pathname: route.href(), search }}
              end={route.home === true}
              activeFor={route.navSection}
            >
              {icon(route.home === true) ? (
                <img
                  className="records-nav__icon"
                  src={icon(route.home === true)}
                  alt=""
                  width={16}
                  height={16}
                />
              ) : null}
              {t(`routes:nav.${route.id as NavRouteId}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
