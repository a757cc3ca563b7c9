import { useTranslation } from '../../lib/use-translation.js';
import { ErrorState } from '../../components/ui/error-state.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { ApiError } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { useBh3Index } from './api/get-bh3-index.js';
import { CaptainHeader } from './components/captain-header.js';
import { ModeCards } from './components/mode-cards.js';
import { NotesCard } from './components/notes-card.js';
import { PreferenceChart } from './components/preference-chart.js';
import { StatsTiles } from './components/stats-tiles.js';
import './bh3.css';
import './bh3-home.css';
import { ProgressLink } from '../../components/ui/progress-link.js';

function OverviewSkeleton() {
  return (
    <div className="b3-page" aria-busy="true">
      <Skeleton height="136px" radius="16px" />
      <Skeleton height="96px" radius="16px" />
      <Skeleton height="220px" radius="16px" />
    </div>
  );
}

/** `/bh3`: the captain, the owner's notes, the counters, the play style and the modes. */
export function Bh3OverviewPage() {
  const { t } = useTranslation(['common', 'errors']);
  const session = useSession();
  const role = session.crtRole;
  const index = useBh3Index(role);

  if (!role) return null;
  if (index.isPending) return <OverviewSkeleton />;
  if (index.isError) {
    // API refusals go to the layout's error screen (query meta); this is for network failures.
    if (index.error instanceof ApiError) return <OverviewSkeleton />;
    return (
      <ErrorState
        message={t('errors:loading_failed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void index.refetch()}
      />
    );
  }

  const data = index.data;
  return (
    <div className="b3-page">
      <CaptainHeader role={role} index={data} />
      <ModeCards stats={data.stats} />
      <NotesCard />
      <ProgressLink game="bh3" />
      <div className="b3-columns">
        <StatsTiles stats={data.stats} />
        <PreferenceChart preference={data.preference} />
      </div>
    </div>
  );
}
