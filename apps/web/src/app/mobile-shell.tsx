import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { Outlet } from '../lib/router/components.js';
import { GameLogo } from '../components/art/game-logo.js';
import { Button } from '../components/ui/button.js';
import { AccountBlock } from '../features/account/account-block.js';
import { DataReviewLink } from '../features/account/data-review-link.js';
import { RoleSelector } from '../features/account/role-selector.js';
import { AccountDialogs } from './account-dialogs.js';
import { ShareButton, useCanShare } from '../features/share/share-button.js';
import { invalidateShareImageCache } from '../features/share/share-image-cache.js';
import { useFeatureSwitch } from '../lib/app-config.js';
import { useSession } from '../lib/session.js';
import { useCurrentRoute } from './current-route.js';
import { GameBackdrop } from './game-backdrop.js';
import { SettingsLink, canOpenSettings, isOwner } from './game-nav-bar.js';
import { MobileMenu } from './mobile-menu.js';
import { RecordsNav } from './records-nav.js';
import { RenderGate } from './render-gate.js';
import { useDocumentTitle, useGameTheme, useLoginPrompt, useRouteGuard } from './shell-hooks.js';
import { ShellServices } from './shell-services.js';
import { SkipLink } from './skip-link.js';
import './shell.css';
import './mobile-shell.css';

// Tips wait for the page to settle anyway, so their code stays out of the first load (JS budget).
const GuideLayer = lazy(() =>
  import('../features/guides/guide-layer.js').then((m) => ({ default: m.GuideLayer })),
);

/** The mobile page (`m.html`): the desktop shell's capabilities in a thumb-first layout. */
export function MobileShell() {
  const { t } = useTranslation(['common', 'games']);
  const session = useSession();
  const route = useCurrentRoute();
  const { game, crtRole } = session;
  const login = useLoginPrompt(session.status);
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  useGameTheme(game);
  useDocumentTitle(route, game);
  useRouteGuard('mobile', game);
  const standalone = route?.layout === 'standalone';
  const ready = session.status === 'loggedIn' && crtRole !== undefined;
  // While the login and the role are looked up, their card and the tabs keep their place, so the
  // page below does not jump when they arrive.
  const pending = session.status === 'unknown' || session.cardsStatus === 'pending';
  const shareShown = useCanShare(session);
  const dataReviewOn = useFeatureSwitch('data_review');

  return (
    <div className={`app app--mobile${standalone ? ' app--standalone' : ''}`}>
      <SkipLink />
      <GameBackdrop game={game} />
      {standalone ? null : (
        <header className="m-top">
          <GameLogo game={game} withName={false} />
          <p className="m-top__title">{t(`games:${game.key}.title`)}</p>
          <Button
            variant="ghost"
            icon="menu"
            iconOnly
            aria-label={t('header.menu.open')}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          />
        </header>
      )}
      <main id="main" className="app__main m-main" tabIndex={-1}>
        {ready && !standalone ? (
          <div className="m-account">
            <AccountBlock
              role={crtRole}
              isVisitor={session.isVisitor}
              variant="card"
              canCopyUid={isOwner(session)}
              actions={
                <>
                  {isOwner(session) && session.uid ? (
                    <RoleSelector
                      game={game}
                      aid={session.uid}
                      currentGameUid={crtRole.game_uid}
                      compact
                      onSwitch={invalidateShareImageCache}
                    />
                  ) : null}
                  {shareShown ? <ShareButton session={session} compact /> : null}
                  {canOpenSettings(session, route) ? <SettingsLink session={session} /> : null}
                </>
              }
            />
            {isOwner(session) && game.key === 'ys' && dataReviewOn ? <DataReviewLink /> : null}
          </div>
        ) : pending && !standalone ? (
          <div
            className={`m-account m-account--pending${!session.isVisitor && game.key === 'ys' && dataReviewOn ? ' m-account--pending-review' : ''}`}
            aria-hidden="true"
          />
        ) : null}
        {(ready || pending) && !standalone ? <RecordsNav game={game} /> : null}
        <RenderGate session={session} onLogin={login.show}>
          <Outlet />
        </RenderGate>
        {session.status === 'loggedIn' ? (
          <Suspense fallback={null}>
            <GuideLayer session={session} />
          </Suspense>
        ) : null}
      </main>
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        session={session}
        onLogin={login.show}
        onLogout={() => setLogoutOpen(true)}
      />
      <ShellServices session={session} />
      <AccountDialogs
        loginOpen={login.open && session.status === 'loggedOut'}
        onLoginClose={login.close}
        logoutOpen={logoutOpen}
        onLogoutClose={() => setLogoutOpen(false)}
      />
    </div>
  );
}
