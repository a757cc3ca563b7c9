import { gameByKey } from '@chronicle/contract';
import { Suspense, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useLocation, useNavigate } from '../../lib/router/hooks.js';
import { GameLogo } from '../../components/art/game-logo.js';
import { Button } from '../../components/ui/button.js';
import { MONSTER_VS_MONSTER_TYPES, homeRoute, type RouteEntry } from '../routes.js';
import type { LayoutMotif as LayoutMotifComponent } from './layout-motif.js';
import './page-layout.css';

// Only the layouts of pages other than a game home draw an emblem, so its SVG code loads with the
// first such page rather than with /ys (docs/reference/product.md#budgets). It is decoration,
// positioned out of the flow: until it arrives, or if it fails to load, the banner simply has none.
const LayoutMotif = lazy<ComponentType<ComponentProps<typeof LayoutMotifComponent>>>(() =>
  import('./layout-motif.js').then(
    (module) => ({ default: module.LayoutMotif }),
    () => ({ default: () => null }),
  ),
);

function BackButton({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // docs/reference/web-app.md#back-navigation: back with no history (the page was opened here)
    // goes to the game's home hash, with the page's query (visitor uid, lang) as the records tabs
    // keep it.
    if (location.key === 'default') {
      navigate(
        { pathname: homeRoute(route.game).href(), search: location.search },
        { replace: true },
      );
    } else navigate(-1);
  };
  return (
    <Button
      variant="ghost"
      icon="chevronLeft"
      iconOnly
      className="layout__back"
      aria-label={t('nav.back')}
      onClick={goBack}
    />
  );
}

export interface PageLayoutProps {
  route: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
  children: ReactNode;
}

/**
 * The docs/reference/web-app.md#layouts layouts around a page: standard, hard challenge, role
 * combat, abyss, alchemy, monster-vs-monster (background by `:type`), fairy tales, the 1200-px
 * event layout and standalone.
 * Simple themed frames for now; each page renders inside.
 */
export function PageLayout({ route, params, children }: PageLayoutProps) {
  const { t } = useTranslation(['routes', 'games']);
  const type = params.type;
  const game = gameByKey(route.game);
  const mvmType =
    route.layout === 'monsterVsMonster' &&
    type &&
    (MONSTER_VS_MONSTER_TYPES as readonly string[]).includes(type)
      ? (type as (typeof MONSTER_VS_MONSTER_TYPES)[number])
      : undefined;
  const classes = ['layout', `layout--${route.layout}`, mvmType ? `layout--mvm-${mvmType}` : '']
    .filter(Boolean)
    .join(' ');

  if (route.ownHeading) return <div className={classes}>{children}</div>;

  if (route.home && game) {
    // A game home without its own page yet: the game-themed header of
    // docs/reference/web-app.md#layouts.
    return (
      <div className={`${classes} layout--home`}>
        <header className="layout__banner layout__banner--home">
          <GameLogo game={game} withName={false} size="lg" />
          <div className="layout__titles">
            <h1 className="layout__title">{t(`games:${game.key}.title`)}</h1>
            <p className="layout__description">{t(`games:${game.key}.description`)}</p>
          </div>
        </header>
        <div className="layout__content">{children}</div>
      </div>
    );
  }

  return (
    <div className={classes}>
      <header className="layout__banner">
        {route.home ? null : <BackButton route={route} />}
        <div className="layout__titles">
          <h1 className="layout__title">{t(`titles.${route.id}`)}</h1>
          {mvmType ? <p className="layout__subtitle">{t(`params.${mvmType}`)}</p> : null}
        </div>
        <Suspense fallback={null}>
          <LayoutMotif layout={route.layout} variant={mvmType} />
        </Suspense>
      </header>
      <div className="layout__content">{children}</div>
    </div>
  );
}
