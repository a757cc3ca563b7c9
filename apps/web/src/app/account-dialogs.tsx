import { lazy, Suspense, useState } from 'react';

// The login and logout dialogs are opened, never shown at first paint: their code (form, validation,
// requests) loads on first open, which keeps it out of the first load (ARCHITECTURE budgets).
const LoginPanel = lazy(() =>
  import('../features/auth/login-panel.js').then((m) => ({ default: m.LoginPanel })),
);
const LogoutDialog = lazy(() =>
  import('../features/auth/logout-dialog.js').then((m) => ({ default: m.LogoutDialog })),
);

/** True from the first time `flag` is true on, so a dialog stays mounted for its closing. */
function useEverTrue(flag: boolean): boolean {
  const [ever, setEver] = useState(flag);
  // Adjusting state while rendering (React's pattern for state derived from props).
  if (flag && !ever) setEver(true);
  return ever || flag;
}

/** The shells' login panel and logout confirmation, each loaded the first time it opens. */
export function AccountDialogs({
  loginOpen,
  onLoginClose,
  logoutOpen,
  onLogoutClose,
}: {
  loginOpen: boolean;
  onLoginClose: () => void;
  logoutOpen: boolean;
  onLogoutClose: () => void;
}) {
  const loginMounted = useEverTrue(loginOpen);
  const logoutMounted = useEverTrue(logoutOpen);
  return (
    <Suspense fallback={null}>
      {loginMounted ? <LoginPanel open={loginOpen} onClose={onLoginClose} /> : null}
      {logoutMounted ? <LogoutDialog open={logoutOpen} onClose={onLogoutClose} /> : null}
    </Suspense>
  );
}
