import { PLATFORM, QUERY, formatNumber, gameFromPath } from '@chronicle/contract';
import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '../lib/router/components.js';
import { configureApi } from '../lib/api-client.js';
import { appConfigQueryOptions } from '../lib/app-config.js';
import { browserDecodesWebp } from '../lib/webp.js';
import { pageDefaultGame } from '../lib/game.js';
import { readQueryParam } from '../lib/url-params.js';
import { browser } from '../lib/browser.js';
import { resolveInitialLang, startI18n } from '../lib/i18n.js';
import { createQueryClient } from '../lib/query-client.js';
import { prefetchSession } from '../lib/session.js';
import type { ShellKind } from '../lib/shell.js';
import { gameParamHash } from './game-param.js';
import { pagePrefixRedirect } from './page-url.js';
import { Providers } from './providers.js';
import { createAppRouter } from './router.js';

const HOST_WAIT_MS = 3_000;

/**
 * Boots a shell: fixes the page prefix (/rpg/ for the third game), starts the login check and the
 * language bundle in parallel, then renders the router.
 */
export async function startApp(shell: ShellKind, Shell: ComponentType): Promise<void> {
  document.documentElement.dataset.shell = shell;
  // `?gid=6` without a game in the hash opens that game's home
  // (docs/reference/web-app.md#query-parameters); the prefix check follows.
  const gidHash = gameParamHash();
  if (gidHash) window.history.replaceState(null, '', gidHash);
  const redirect = pagePrefixRedirect(shell);
  if (redirect) {
    browser.replace(redirect);
    return;
  }

  const lang = resolveInitialLang();
  configureApi({ lang, platform: shell === 'mobile' ? PLATFORM.desktopMobile : PLATFORM.web });
  const queryClient = createQueryClient();
  const hashPath = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
  const game = gameFromPath(hashPath) ?? pageDefaultGame();
  const config = queryClient.fetchQuery(appConfigQueryOptions(game.id)).catch(() => undefined);
  // Raster icons as webp where the operator's image host converts them and the browser decodes it.
  void config.then((data) => {
    if (data?.webp_query && browserDecodesWebp()) configureApi({ webpQuery: data.webp_query });
  });
  // `?host=<key>` picks one of the operator's API hosts, never a free URL
  // (docs/reference/web-app.md#query-parameters); every later call goes there, so it waits for the
  // list. Without it nothing waits.
  const hostKey = readQueryParam(QUERY.host);
  if (hostKey) {
    // At most a few seconds: without the list the page stays on its own origin.
    const late = new Promise<undefined>((resolve) => setTimeout(resolve, HOST_WAIT_MS));
    const host = (await Promise.race([config, late]))?.hosts.find((h) => h.key === hostKey);
    if (host) configureApi({ origin: host.origin });
  }
  // The profile (and a visitor's record card) do not wait for the translations.
  prefetchSession(queryClient);
  // A language's first number formatter loads its locale data, tens of milliseconds on a phone:
  // built here, in a task of its own while the translations load, not in the render of the records.
  setTimeout(() => formatNumber(0, lang));
  const i18n = await startI18n(lang);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const root = createRoot(container);
  // The first render as a transition: React splits it into small slices instead of holding the
  // main thread for the whole shell at once (the entry page's static backdrop is on screen meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n} shell={shell}>
          <RouterProvider router={createAppRouter(shell, Shell)} />
        </Providers>
      </StrictMode>,
    ),
  );
  // The login-token check (docs/reference/web-app.md#login-token-check), the watch for a session
  // ending mid-visit (docs/reference/web-app.md#errors) and the offline app
  // (docs/reference/web-app.md#offline), after the render.
  import('./after-render.js').then(
    (after) => after.afterRender(queryClient, game.id),
    () => undefined,
  );
}
