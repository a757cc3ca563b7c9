import { RETCODE } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { retcodeOf } from '../../../lib/api-client.js';
import { formatDuration } from '../../../lib/duration.js';
import { useFormat } from '../../../lib/format.js';
import { useSession } from '../../../lib/session.js';
import { useBh3Note, type Bh3NoteData } from '../api/get-bh3-note.js';
import { unixOf } from '../bh3-lookups.js';

interface Gauge {
  label: string;
  value: number;
  max: number;
  detail: string;
}

function GaugeRow({ gauge }: { gauge: Gauge }) {
  const format = useFormat();
  const share = gauge.max > 0 ? Math.min(gauge.value / gauge.max, 1) : 0;
  return (
    <div className="b3-gauge">
      <div className="b3-gauge__top">
        <span>{gauge.label}</span>
        <span className="tabular">
          <strong>{format.number(gauge.value)}</strong> / {format.number(gauge.max)}
        </span>
      </div>
      <span className="b3-bar b3-bar--wide" aria-hidden="true">
        <span style={{ width: `${share * 100}%` }} />
      </span>
      <span className="b3-muted">{gauge.detail}</span>
    </div>
  );
}

/** The notes moved to `nowSeconds`: stamina countdown and each weekly mode's time left. */
function NotesBody({ data, nowSeconds }: { data: Bh3NoteData; nowSeconds: number }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  const ends = (end: string, open: boolean) => {
    if (!open) return t('notes.closed');
    const left = unixOf(end) - nowSeconds;
    // An open mode whose end the clock has already passed is still open for the server; no countdown.
    return left > 0
      ? t('notes.endsIn', { time: formatDuration(left, format.lang, 2) })
      : t('notes.open');
  };
  const staminaFull = data.current_stamina >= data.max_stamina || data.stamina_recover_time <= 0;
  const modes = [
    {
      key: 'ladder',
      label: t('modes.ladder'),
      value: t('notes.ladderScore', { score: format.number(data.ultra_endless.challenge_score) }),
      detail: ends(data.ultra_endless.schedule_end, data.ultra_endless.is_open),
    },
    {
      key: 'trial',
      label: t('modes.trial'),
      value: t('notes.rewards', {
        cur: format.number(data.greedy_endless.cur_reward),
        max: format.number(data.greedy_endless.max_reward),
      }),
      detail: ends(data.greedy_endless.schedule_end, data.greedy_endless.is_open),
    },
    {
      key: 'arena',
      label: t('modes.arena'),
      value: t('notes.sssRewards', {
        cur: format.number(data.battle_field.cur_sss_reward),
        max: format.number(data.battle_field.max_sss_reward),
      }),
      detail: ends(data.battle_field.schedule_end, data.battle_field.is_open),
    },
    {
      key: 'dreamscape',
      label: t('modes.dreamscape'),
      value: t('notes.rewards', {
        cur: format.number(data.god_war.cur_reward),
        max: format.number(data.god_war.max_reward),
      }),
      detail: ends(data.god_war.schedule_end, data.god_war.is_open),
    },
  ];
  return (
    <div className="b3-notes">
      <div className="b3-notes__gauges">
        <GaugeRow
          gauge={{
            label: t('notes.stamina'),
            value: data.current_stamina,
            max: data.max_stamina,
            detail: staminaFull
              ? t('notes.full')
              : t('notes.fullIn', {
                  time: formatDuration(data.stamina_recover_time, format.lang, 2),
                }),
          }}
        />
        <GaugeRow
          gauge={{
            label: t('notes.training'),
            value: data.current_train_score,
            max: data.max_train_score,
            detail: '',
          }}
        />
      </div>
      <ul className="b3-notes__modes">
        {modes.map((mode) => (
          <li key={mode.key} className="b3-notes__mode">
            <span className="b3-notes__mode-name">{mode.label}</span>
            <strong className="tabular">{mode.value}</strong>
            <span className="b3-muted">{mode.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The owner's real-time notes. A visitor neither sees the card nor makes the call (the server
 * would answer 10104); the notes switch off (10102) is a hint inside the card.
 */
export function NotesCard() {
  const { t } = useTranslation('bh3');
  const session = useSession();
  const owner = session.crtRole !== undefined && !session.isVisitor;
  const notes = useBh3Note(session.crtRole, owner);
  if (!owner) return null;

  let content;
  if (notes.isPending) content = <Skeleton height="120px" radius="12px" />;
  else if (notes.isError) {
    const hidden = retcodeOf(notes.error) === RETCODE.NOT_PUBLIC;
    content = <p className="b3-muted">{hidden ? t('notes.private') : t('notes.failed')}</p>;
  } else {
    // The countdowns are as of the answer; the query refetches every few minutes.
    const nowSeconds = Math.floor(notes.dataUpdatedAt / 1000);
    content = <NotesBody data={notes.data} nowSeconds={nowSeconds} />;
  }
  return (
    <Card title={t('notes.title')} titleId="b3-notes-title">
      {content}
    </Card>
  );
}
