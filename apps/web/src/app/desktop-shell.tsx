import { lazy, Suspense, useState } from 'react';
import { Outlet } from '../lib/router/components.js';
import { useSession } from '../lib/session.js';
import { useCurrentRoute } from './current-route.js';
import { DesktopHeader } from './desktop-header.js';
import { GameBackdrop } from './game-backdrop.js';
import { AccountDialogs } from './account-dialogs.js';
import { GameNavBar } from './game-nav-bar.js';
import { RenderGate } from './render-gate.js';
import { useDocumentTitle, useGameTheme, useLoginPrompt, useRouteGuard } from './shell-hooks.js';
import { ShellServices } from './shell-services.js';
import { SkipLink } from './skip-link.js';
import './shell.css';

// Tips wait for the page to settle anyway, so their code stays out of the first load (JS budget).
const GuideLayer = lazy(() =>
  import('../features/guides/guide-layer.js').then((m) => ({ default: m.GuideLayer })),
);

/**
 * The desktop page (`index.html`): header, game nav bar and the routed content
 * (docs/reference/web-app.md#html-pages).
 */
export function DesktopShell() {
  const session = useSession();
  const route = useCurrentRoute();
  const { game } = session;
  const login = useLoginPrompt(session.status);
  const [logoutOpen, setLogoutOpen] = useState(false);
  useGameTheme(game);
  useDocumentTitle(route, game);
  useRouteGuard('desktop', game);
  const standalone = route?.layout === 'standalone';

  return (
    <div className={`app app--desktop${standalone ? ' app--standalone' : ''}`}>
      <SkipLink />
      <GameBackdrop game={game} />
      {standalone ? null : (
        <DesktopHeader
          session={session}
          onLogin={login.show}
          onLogout={() => setLogoutOpen(true)}
        />
      )}
      <main
        id="main"
        className={`app__main${route?.layout === 'event' ? ' app__main--event' : ''}`}
        tabIndex={-1}
      >
        {standalone ? null : <GameNavBar session={session} route={route} />}
        <RenderGate session={session} onLogin={login.show}>
          <Outlet />
        </RenderGate>
        {session.status === 'loggedIn' ? (
          <Suspense fallback={null}>
            <GuideLayer session={session} />
          </Suspense>
        ) : null}
      </main>
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
