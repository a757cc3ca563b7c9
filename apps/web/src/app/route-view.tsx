import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { Navigate } from '../lib/router/components.js';
import { useLocation, useParams } from '../lib/router/hooks.js';
import { ErrorState } from '../components/ui/error-state.js';
import { useAppConfig, useFeatureSwitch } from '../lib/app-config.js';
import { browser } from '../lib/browser.js';
import { ChunkLoadError } from './lazy-page.js';
import { PageLayout } from './layouts/page-layout.js';
import { PageBoundary } from './page-boundary.js';
import { GateSkeleton } from './render-gate.js';
import { homeRoute, type RouteEntry } from './routes.js';

function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <ErrorState
      message={t(error instanceof ChunkLoadError ? 'errors:chunk_load' : 'errors:generic')}
      retryLabel={t('actions.retry')}
      onRetry={() => browser.reload()}
    />
  );
}

export interface RouteViewProps {
  route: RouteEntry;
  /** The route's lazy page component, created once with the router. */
  Page: ComponentType;
}

/** One table route: validates its parameters, then renders its page inside its layout. */
export function RouteView({ route, Page }: RouteViewProps) {
  const params = useParams();
  const { pathname } = useLocation();
  const featureOn = useFeatureSwitch(route.feature);
  // A page behind a switch waits for the configuration rather than flash and leave.
  const configPending = useAppConfig().isPending && route.feature !== undefined;
  const valid = Object.entries(route.paramValues ?? {}).every(([name, values]) =>
    values.includes(params[name] ?? ''),
  );
  if (configPending) return <GateSkeleton />;
  if (!valid || !featureOn) return <Navigate to={homeRoute(route.game).href()} replace />;
  return (
    <PageLayout route={route} params={params}>
      <PageBoundary key={pathname} fallback={(error) => <PageError error={error} />}>
        <Suspense fallback={<GateSkeleton />}>
          <Page />
        </Suspense>
      </PageBoundary>
    </PageLayout>
  );
}
