import { DEFAULT_LANG, dateTimeFormat, normalizeLang } from '@chronicle/contract';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
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
import { CLOCK_FORMAT, DAY_FORMAT } from './components/notes-time.js';
import { OverviewRestSkeleton, OverviewSkeleton } from './components/overview-skeleton.js';
import { RoleHeader } from './components/role-header.js';
import { StatsGrid } from './components/stats-grid.js';
import './overview.css';
import { ProgressLink } from '../../components/ui/progress-link.js';
import { whenIdle } from '../../lib/idle.js';

/*
 * The notes' clock and day formatters, built in an idle moment while the records load rather than
 * in the render that shows the notes (the number formatter is built at start, app/start.tsx).
 */
const warmNotesFormats = () => {
  const lang = normalizeLang(document.documentElement.lang) ?? DEFAULT_LANG;
  for (const options of [CLOCK_FORMAT, DAY_FORMAT]) dateTimeFormat(lang, options);
};
whenIdle(warmNotesFormats, { timeoutMs: null });

/** `/ys`: role header, every statistic, the character strip, exploration and realms. */
export function OverviewPage() {
  const { t } = useTranslation(['common', 'errors']);
  const session = useSession();
  const role = session.crtRole;
  const index = useIndex(role);
  // The owner's notes are asked for with the records, not once their panel mounts, and the page
  // shows when both are in: a notes skeleton swapped for the notes would move everything below.
  const notes = useDailyNote(role, role !== undefined && !session.isVisitor);
  // `isFetched` stays true once an answer came, so a later fetch (the panel's own retry on mount)
  // never takes the page back to its skeleton; a first attempt that failed is an answer too.
  const notesAwaited = notes.isEnabled && !notes.isFetched && notes.failureCount === 0;
  const shown = index.isPending || notesAwaited ? undefined : index.data;
  // The sections under the first screen render in a second pass that React may slice, so the
  // page's first showing does not hold a phone's main thread for the whole page: the role header
  // and the notes show at once, the rest follows (its skeleton holds the place meanwhile). What is
  // deferred is what the page shows, not the answer: an owner's index usually comes before the
  // notes, and deferring the answer let the rest catch up behind the skeleton and then render
  // with the header in one task.
  const rest = useDeferredValue(shown);

  if (!role) return null;
  if (index.isPending || notesAwaited) return <OverviewSkeleton />;
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

  const data = index.data;
  const empty = data.avatars.length === 0 && data.world_explorations.length === 0 && !data.stats;
  if (empty) return <EmptyState message={t('errors:not_data')} />;

  return (
    <div className="overview">
      <RoleHeader role={role} indexRole={data.role} activeDays={data.stats?.active_day_number} />
      <NotesPanel />
      <ProgressLink game="ys" />
      {rest ? (
        <>
          <StatsGrid stats={rest.stats} />
          <CharacterStrip avatars={rest.avatars} />
          <div className="overview__columns">
            <ExplorationSummary regions={rest.world_explorations} />
            <HomesSummary homes={rest.homes} />
          </div>
          <AchievementsBlock role={role} />
        </>
      ) : (
        <OverviewRestSkeleton />
      )}
    </div>
  );
}
