import { useTranslation } from '../../lib/use-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ErrorState } from '../../components/ui/error-state.js';
import { ApiError } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { useExploration } from './api/get-exploration.js';
import { ExplorationOverview } from './components/exploration-overview.js';
import { ExplorationSkeleton } from './components/exploration-skeleton.js';
import { RealmsCard } from './components/realms-card.js';
import { RegionCard } from './components/region-card.js';
import { buildRegionTree } from './region-tree.js';
import './exploration.css';

/** `/ys/exploration`: every region with its progress, renown, areas and bosses, then the realms. */
export function ExplorationPage() {
  const { t } = useTranslation(['common', 'errors']);
  const role = useSession().crtRole;
  const query = useExploration(role);

  if (!role) return null;
  if (query.isPending) return <ExplorationSkeleton />;
  if (query.isError) {
    // Retcodes go to the layout's error screen (query meta); this is for network failures.
    if (query.error instanceof ApiError) return <ExplorationSkeleton />;
    return (
      <ErrorState
        message={t('errors:loading_failed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const nodes = buildRegionTree(query.data.world_explorations);
  if (nodes.length === 0 && query.data.homes.length === 0) {
    return <EmptyState message={t('errors:not_data')} />;
  }

  return (
    <div className="exploration-page">
      {nodes.length > 0 ? <ExplorationOverview nodes={nodes} /> : null}
      <div className="exploration-page__grid">
        {nodes.map((node) => (
          <RegionCard key={node.region.id} node={node} />
        ))}
      </div>
      <RealmsCard realms={query.data.homes} />
    </div>
  );
}
