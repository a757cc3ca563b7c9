import { RETCODE } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Icon } from '../../../components/ui/icons.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { retcodeOf } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/session.js';
import { useDailyNote, type DailyNoteData } from '../api/get-daily-note.js';
import { projectNotes, useNow } from './notes-clock.js';
import { NotesExpeditions, NotesFacts, ResinGauge } from './notes-tiles.js';
import './notes-panel.css';

function NotesSkeleton() {
  return (
    <div className="notes-body" aria-busy="true">
      <Skeleton className="notes-skeleton__ring" width="112px" height="112px" radius="50%" />
      <div className="notes-skeleton__tiles">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height="64px" radius="12px" />
        ))}
      </div>
    </div>
  );
}

/** The notes as of now: the answer moved forward locally every minute between refetches. */
function NotesBody({ data, receivedAt }: { data: DailyNoteData; receivedAt: number }) {
  const tick = useNow();
  // A refetch lands between ticks, so the last tick can be older than the answer. Everything shown
  // (countdowns and the "full at" clock) is projected from the same moment, never before the answer.
  const now = Math.max(tick, receivedAt);
  const elapsed = Math.floor((now - receivedAt) / 1000);
  const live = projectNotes(data, elapsed);
  return (
    <>
      <div className="notes-body">
        <ResinGauge resin={live.resin} now={now} />
        <NotesFacts data={data} live={live} />
      </div>
      <NotesExpeditions live={live} max={data.max_expedition_num} />
    </>
  );
}

/**
 * The owner's real-time notes on the game home. A visitor never sees it and it is not even
 * requested (the server would refuse with 10104); switch 3 off (10102) is a hint inside the panel.
 */
export function NotesPanel() {
  const { t } = useTranslation(['notes', 'common']);
  const session = useSession();
  const owner = session.crtRole !== undefined && !session.isVisitor;
  const notes = useDailyNote(session.crtRole, owner);
  if (!owner) return null;

  let content;
  if (notes.isPending) content = <NotesSkeleton />;
  else if (notes.isError && retcodeOf(notes.error) === RETCODE.NOT_PUBLIC) {
    content = (
      <p className="notes-hint" role="note">
        <Icon name="eyeOff" />
        <span>
          <strong>{t('privacyOff')}</strong>
          <span className="notes-hint__detail">{t('privacyOffHint')}</span>
        </span>
      </p>
    );
  } else if (notes.isError) {
    content = (
      <ErrorState
        compact
        message={t('loadFailed')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void notes.refetch()}
      />
    );
  } else content = <NotesBody data={notes.data} receivedAt={notes.dataUpdatedAt} />;

  return (
    <Card
      title={t('title')}
      titleId="overview-notes"
      className="notes"
      action={
        notes.isSuccess ? (
          <span className="notes__live">
            <span className="notes__live-dot" aria-hidden="true" />
            {t('live')}
          </span>
        ) : null
      }
    >
      {content}
    </Card>
  );
}
