import { PLATFORM } from '@chronicle/contract';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '../lib/router/components.js';
import { configureApi } from '../lib/api-client.js';
import { browser } from '../lib/browser.js';
import { resolveInitialLang, startI18n } from '../lib/i18n.js';
import { createQueryClient } from '../lib/query-client.js';
import { userInfoQueryOptions } from '../lib/session.js';
import type { ShellKind } from '../lib/shell.js';
import { pagePrefixRedirect } from './page-url.js';
import { Providers } from './providers.js';
import { createAppRouter } from './router.js';

/**
 * Boots a shell: fixes the page prefix (/rpg/ for the third game), starts the login check and the
 * language bundle in parallel, then renders the router.
 */
export async function startApp(shell: ShellKind, Shell: ComponentType): Promise<void> {
  document.documentElement.dataset.shell = shell;
  const redirect = pagePrefixRedirect(shell);
  if (redirect) {
    browser.replace(redirect);
    return;
  }

  const lang = resolveInitialLang();
  configureApi({ lang, platform: shell === 'mobile' ? PLATFORM.desktopMobile : PLATFORM.web });
  const queryClient = createQueryClient();
  // The profile call does not wait for the translations.
  void queryClient.prefetchQuery(userInfoQueryOptions());
  const i18n = await startI18n(lang);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} shell={shell}>
        <RouterProvider router={createAppRouter(shell, Shell)} />
      </Providers>
    </StrictMode>,
  );
}
