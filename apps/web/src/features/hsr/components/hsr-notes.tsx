import { RETCODE } from '@chronicle/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Icon } from '../../../components/ui/icons.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { retcodeOf } from '../../../lib/api-client.js';
import { formatDuration } from '../../../lib/duration.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useHsrNote, type HsrNote } from '../api/get-hsr-note.js';

/** A clock that ticks once a minute, so countdowns move between refetches. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Meter({ label, value, max }: { label: string; value: number; max: number }) {
  const format = useFormat();
  const ratio = max > 0 ? Math.min(1, value / max) : 0;
  return (
    <div className="hsr-meter">
      <dt>{label}</dt>
      <dd>
        <span className="hsr-meter__value tabular">
          {format.number(value)}
          <span className="hsr-meter__max">/{format.number(max)}</span>
        </span>
        <span className="hsr-meter__bar" aria-hidden="true">
          <span style={{ width: `${ratio * 100}%` }} />
        </span>
      </dd>
    </div>
  );
}

function NotesBody({ data, receivedAt }: { data: HsrNote; receivedAt: number }) {
  const { t } = useTranslation('hsr');
  const format = useFormat();
  const elapsed = Math.max(0, Math.floor((useMinuteClock() - receivedAt) / 1000));
  const recover = Math.max(0, data.stamina_recover_time - elapsed);
  const full = data.current_stamina >= data.max_stamina || recover === 0;
  return (
    <div className="hsr-notes__body">
      <div className="hsr-fuel">
        <p className="hsr-fuel__label">{t('notes.fuel')}</p>
        <p className="hsr-fuel__value tabular" data-testid="hsr-fuel">
          {format.number(data.current_stamina)}
          <span className="hsr-fuel__max">/{format.number(data.max_stamina)}</span>
        </p>
        <p className="hsr-fuel__eta">
          {full
            ? t('notes.fuelFull')
            : t('notes.fuelFullIn', { time: formatDuration(recover, format.lang, 2) })}
        </p>
        <p className="hsr-fuel__reserve tabular">
          {t('notes.reserve', { value: format.number(data.current_reserve_stamina) })}
        </p>
      </div>
      <dl className="hsr-notes__meters">
        <Meter
          label={t('notes.daily')}
          value={data.current_train_score}
          max={data.max_train_score}
        />
        <Meter
          label={t('notes.weekly')}
          value={data.current_rogue_score}
          max={data.max_rogue_score}
        />
        {/* `weekly_cocoon_cnt` counts the discounted weekly trials still left, not those used. */}
        <Meter
          label={t('notes.cocoon')}
          value={data.weekly_cocoon_cnt}
          max={data.weekly_cocoon_limit}
        />
      </dl>
      <div className="hsr-assignments">
        <h3 className="hsr-assignments__title">
          {t('notes.assignments', {
            accepted: data.accepted_epedition_num,
            total: data.total_expedition_num,
          })}
        </h3>
        <ul className="hsr-assignments__list">
          {data.expeditions.map((expedition, i) => {
            const left = Math.max(0, expedition.remaining_time - elapsed);
            return (
              <li key={`${expedition.name}-${i}`} className="hsr-assignment">
                <span className="hsr-assignment__avatars" aria-hidden="true">
                  {expedition.avatars.map((src) => (
                    <img key={src} src={src} alt="" width={32} height={32} loading="lazy" />
                  ))}
                </span>
                <span className="hsr-assignment__name">{expedition.name}</span>
                <span
                  className={`hsr-assignment__time tabular${left === 0 ? ' hsr-assignment__time--done' : ''}`}
                >
                  {left === 0
                    ? t('notes.assignmentDone')
                    : t('notes.assignmentLeft', { time: formatDuration(left, format.lang, 2) })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/**
 * The owner's real-time notes. A visitor never sees the card and it is never requested (the server
 * answers 10104 to others); the owner's notes switch off (10102) is a hint inside the card.
 */
export function HsrNotes({ role, owner }: { role: CurrentRole; owner: boolean }) {
  const { t } = useTranslation(['hsr', 'common']);
  const notes = useHsrNote(role, owner);
  if (!owner) return null;

  let content;
  if (notes.isPending) content = <Skeleton height="160px" radius="12px" />;
  else if (notes.isError && retcodeOf(notes.error) === RETCODE.NOT_PUBLIC) {
    content = (
      <p className="hsr-notes__hint" role="note">
        <Icon name="eyeOff" />
        <span>
          <strong>{t('hsr:notes.off')}</strong>
          <span className="hsr-notes__hint-detail">{t('hsr:notes.offHint')}</span>
        </span>
      </p>
    );
  } else if (notes.isError) {
    content = (
      <ErrorState
        compact
        message={t('hsr:notes.loadFailed')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void notes.refetch()}
      />
    );
  } else content = <NotesBody data={notes.data} receivedAt={notes.dataUpdatedAt} />;

  return (
    <Card title={t('hsr:notes.title')} titleId="hsr-notes" className="hsr-notes">
      {content}
    </Card>
  );
}
