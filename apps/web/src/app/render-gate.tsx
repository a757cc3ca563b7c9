import { CONSTANTS, RISK_RETCODES } from '@chronicle/contract';
import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import '../components/ui/button.css';
import { ErrorState } from '../components/ui/error-state.js';
import { Skeleton } from '../components/ui/skeleton.js';
import { Link } from '../lib/router/components.js';
import { useLocation } from '../lib/router/hooks.js';
import { clearApiError } from '../lib/api-error-store.js';
import { pageWithoutQuery } from '../lib/browser.js';
import { gameArtUrl } from '../lib/art.js';
import type { Session } from '../lib/session.js';
import { useDelayedFlag } from '../lib/use-delayed-flag.js';
import { useCurrentRoute } from './current-route.js';
import { NOT_PUBLIC_CODE, NO_ROLE_CODE, useDescribeError } from './error-message.js';
import { settingsRoute } from './routes.js';
import './render-gate.css';

// The risk challenge (dialog, solver, worker) loads with the first risk error (JS budget).
const RiskLayer = lazy(() => import('../features/risk/risk-layer.js'));
// Only a logged-out visitor sees it: it arrives with the session's answer instead of with every
// first load (initial JS budget), the gate's skeleton standing in meanwhile.
const LoggedOutScreen = lazy(() =>
  import('../features/auth/logged-out-screen.js').then((m) => ({ default: m.LoggedOutScreen })),
);

/**
 * The calm placeholder shown while the login status is unknown (after the
 * docs/reference/web-app.md#constants loading delay).
 */
export function GateSkeleton() {
  const { t } = useTranslation();
  const visible = useDelayedFlag(true, CONSTANTS.loadingDelayMs);
  return (
    <div className="gate-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('state.loading')}</span>
      {visible ? (
        <>
          <div className="gate-skeleton__hero">
            <Skeleton width={72} height={72} radius="50%" />
            <div className="gate-skeleton__lines">
              <Skeleton width="40%" height={22} />
              <Skeleton width="60%" height={14} />
            </div>
          </div>
          <div className="gate-skeleton__grid">
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} height={76} radius={12} />
            ))}
          </div>
          <Skeleton height={180} radius={18} />
        </>
      ) : null}
    </div>
  );
}

export interface RenderGateProps {
  session: Session;
  onLogin: () => void;
  children: ReactNode;
}

/**
 * Page render states of docs/reference/web-app.md#page-render-states: routed content only with a
 * role and no error; the error layout for an API error, a private chronicle or a missing role, with
 * the challenge over it for a risk
 * error; the logged-out screen otherwise.
 */
export function RenderGate({ session, onLogin, children }: RenderGateProps) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const route = useCurrentRoute();
  const { search } = useLocation();
  const { game } = session;
  // The way out of "no role" for an owner: the game's settings page, where an account on HoYoLAB
  // is linked or a saved file imported (issue 17).
  const settings = settingsRoute(game.key);
  const linkAccount =
    settings && !session.isVisitor ? (
      <Link className="btn btn--secondary btn--md" to={{ pathname: settings.href(), search }}>
        {t('actions.linkAccount')}
      </Link>
    ) : undefined;
  // Each press of Verify starts the challenge again.
  const [round, setRound] = useState(0);

  const retry = () => {
    clearApiError();
    session.refetch();
  };

  if (session.status === 'unknown') return <GateSkeleton />;
  if (session.status === 'loggedOut') {
    return (
      <Suspense fallback={<GateSkeleton />}>
        <LoggedOutScreen game={game} onLogin={onLogin} />
      </Suspense>
    );
  }

  const errorCode = session.apiErrorCode;
  if (session.status === 'error' || session.cardsStatus === 'error' || errorCode !== undefined) {
    const { message, tip } = describeError(session.error, errorCode);
    // A risk error starts the challenge over the layout, and clears only through it
    // (docs/reference/web-app.md#risk-challenge).
    const risky = RISK_RETCODES.includes(errorCode ?? 0);
    return (
      <div className="gate-error">
        <ErrorState
          message={message}
          tip={tip}
          imageSrc={gameArtUrl(game.art.errorImage)}
          retryLabel={t(risky ? 'actions.verify' : 'actions.retry')}
          onRetry={risky ? () => setRound(round + 1) : retry}
        />
        {risky ? (
          <Suspense fallback={null}>
            <RiskLayer code={errorCode ?? 0} round={round} game={game} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  if (session.cardsStatus !== 'success') return <GateSkeleton />;

  if (!session.card && session.isVisitor) {
    const { message, tip } = describeError(null, NOT_PUBLIC_CODE);
    return (
      <div className="gate-error">
        <ErrorState
          message={message}
          tip={tip}
          imageSrc={gameArtUrl(game.art.errorImage)}
          action={
            <a className="btn btn--secondary btn--md" href={`${pageWithoutQuery()}#${game.hash}`}>
              {t('actions.myRecords')}
            </a>
          }
        />
      </div>
    );
  }

  // The game's settings page (the route table's own entry) serves an owner without a role too: it
  // is where the roles come from.
  if (!session.hasRole && !(route === settings && !session.isVisitor)) {
    const { message, tip } = describeError(null, NO_ROLE_CODE);
    return (
      <div className="gate-error">
        <ErrorState
          message={message}
          tip={tip}
          imageSrc={gameArtUrl(game.art.errorImage)}
          action={linkAccount}
        />
      </div>
    );
  }

  return <OpenedPage>{children}</OpenedPage>;
}

/**
 * The page behind an opened gate (often the largest render of the visit) mounts in a second pass
 * that React splits into small slices, the skeleton staying until it is done: a phone's main
 * thread is never held for the whole page at once.
 */
function OpenedPage({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : <GateSkeleton />;
}
