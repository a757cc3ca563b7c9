import { useTranslation } from '../../lib/use-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ErrorState } from '../../components/ui/error-state.js';
import { ApiError } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { useSummary } from './api/get-summary.js';
import { JourneyCard } from './components/journey-card.js';
import { SummarySkeleton } from './components/summary-skeleton.js';
import './summary.css';

/** `/ys/summary` (standalone): the journey card of the shown role, on its own. */
export function SummaryPage() {
  const { t } = useTranslation(['summary', 'common', 'errors']);
  const role = useSession().crtRole;
  const { index, abyss } = useSummary(role);

  if (!role) return null;
  if (index.isPending) return <SummarySkeleton />;
  if (index.isError) {
    // Retcodes go to the layout's error screen (query meta); this is for network failures.
    if (index.error instanceof ApiError) return <SummarySkeleton />;
    return (
      <ErrorState
        message={t('errors:loading_failed')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void index.refetch()}
      />
    );
  }

  const data = index.data;
  if (data.avatars.length === 0 && data.world_explorations.length === 0 && !data.stats) {
    return <EmptyState message={t('errors:not_data')} />;
  }

  return (
    <div className="summary-page">
      <JourneyCard role={role} data={data} abyss={abyss.data} />
    </div>
  );
}
