import { useTranslation } from '../../lib/use-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ErrorState } from '../../components/ui/error-state.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { ApiError } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { useHsrBasicInfo } from './api/get-hsr-basic-info.js';
import { useHsrIndex } from './api/get-hsr-index.js';
import { HsrModeCards } from './components/hsr-mode-cards.js';
import { HsrNotes } from './components/hsr-notes.js';
import { HsrShowcase } from './components/hsr-showcase.js';
import { HsrStats } from './components/hsr-stats.js';
import { RoleBanner } from './components/role-banner.js';
import './hsr.css';
import './hsr-overview.css';
import { ProgressLink } from '../../components/ui/progress-link.js';

function OverviewSkeleton() {
  return (
    <div className="hsr hsr-overview" aria-busy="true">
      <Skeleton height="136px" radius="16px" />
      <Skeleton height="180px" radius="16px" />
      <Skeleton height="220px" radius="16px" />
    </div>
  );
}

/** `/hsr`: the role header, the owner's notes, the stats, the endgame modes and the showcase. */
export function HsrOverviewPage() {
  const { t } = useTranslation(['common', 'errors']);
  const session = useSession();
  const role = session.crtRole;
  const index = useHsrIndex(role);
  const basic = useHsrBasicInfo(role);

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
  if (data.avatar_list.length === 0 && data.stats.active_days === 0) {
    return <EmptyState message={t('errors:not_data')} />;
  }
  return (
    <div className="hsr hsr-overview">
      <RoleBanner role={role} basic={basic.data} activeDays={data.stats.active_days} />
      <HsrNotes role={role} owner={!session.isVisitor} />
      <ProgressLink game="hsr" />
      <HsrModeCards role={role} characters={data.stats.avatar_num} />
      <HsrStats stats={data.stats} />
      <HsrShowcase avatars={data.avatar_list} />
    </div>
  );
}
