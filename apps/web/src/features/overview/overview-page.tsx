import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ErrorState } from '../../components/ui/error-state.js';
import { ApiError } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { useDailyNote } from './api/get-daily-note.js';
import { useIndex } from './api/get-index.js';
import { AchievementsBlock } from './components/achievements-block.js';
import { CharacterStrip } from './components/character-strip.js';
import { ExplorationSummary } from './components/exploration-summary.js';
import { HomesSummary } from './components/homes-summary.js';
import { NotesPanel } from './components/notes-panel.js';
import { OverviewSkeleton } from './components/overview-skeleton.js';
import { RoleHeader } from './components/role-header.js';
import { StatsGrid } from './components/stats-grid.js';
import './overview.css';
import { ProgressLink } from '../progress/progress-link.js';

/** `/ys`: role header, every statistic, the character strip, exploration and realms. */
export function OverviewPage() {
  const { t } = useTranslation(['common', 'errors']);
  const session = useSession();
  const role = session.crtRole;
  const index = useIndex(role);
  // The owner's notes are asked for with the records, not once their panel mounts: they are then
  // there when the page first shows, instead of a skeleton whose swap moves everything below.
  useDailyNote(role, role !== undefined && !session.isVisitor);
  // The records render in a background pass that React splits into small slices, so the answer's
  // arrival never holds a phone's main thread for the whole page at once (the skeleton stays
  // until the pass is done).
  const data = useDeferredValue(index.data);

  if (!role) return null;
  if (index.isPending) return <OverviewSkeleton />;
  if (index.isError) {
    // API answers go to the layout's error screen (query meta); this is for network failures.
    if (index.error instanceof ApiError) return <OverviewSkeleton />;
    return (
      <ErrorState
        message={t('errors:loading_failed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void index.refetch()}
      />
    );
  }

  if (!data) return <OverviewSkeleton />;
  const empty = data.avatars.length === 0 && data.world_explorations.length === 0 && !data.stats;
  if (empty) return <EmptyState message={t('errors:not_data')} />;

  return (
    <div className="overview">
      <RoleHeader role={role} indexRole={data.role} activeDays={data.stats?.active_day_number} />
      <NotesPanel />
      <ProgressLink game="ys" />
      <StatsGrid stats={data.stats} />
      <CharacterStrip avatars={data.avatars} />
      <div className="overview__columns">
        <ExplorationSummary regions={data.world_explorations} />
        <HomesSummary homes={data.homes} />
      </div>
      <AchievementsBlock role={role} />
    </div>
  );
}
