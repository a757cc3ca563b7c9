import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { useFormat } from '../../../lib/format.js';
import type { DailyNoteData } from '../api/get-daily-note.js';
import type { LiveExpedition, LiveNotes } from './notes-clock.js';
import { useNotesTime } from './notes-time.js';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The resin gauge: a ring filled to current / max, the count, and when it will be full. `now` must be
 * the moment `resin` was projected to, or the "full at" clock drifts from the countdown.
 */
export function ResinGauge({ resin, now }: { resin: LiveNotes['resin']; now: number }) {
  const { t } = useTranslation('notes');
  const format = useFormat();
  const time = useNotesTime();
  const ratio = resin.max > 0 ? Math.min(resin.current / resin.max, 1) : 0;
  const style = { '--notes-dash': `${ratio * CIRCUMFERENCE} ${CIRCUMFERENCE}` } as CSSProperties;
  const full = resin.secondsToFull === 0;
  return (
    <div className={`notes-resin${full ? ' notes-resin--full' : ''}`}>
      <span className="notes-resin__ring" style={style}>
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <circle className="notes-resin__track" cx="50" cy="50" r={RADIUS} />
          <circle className="notes-resin__value" cx="50" cy="50" r={RADIUS} />
        </svg>
        <span className="notes-resin__count">
          <span className="notes-resin__current tabular" data-testid="notes-resin-current">
            {format.number(resin.current)}
          </span>
          <span className="notes-resin__max tabular">/{format.number(resin.max)}</span>
        </span>
      </span>
      <div className="notes-resin__text">
        <p className="notes-resin__label">{t('resin.title')}</p>
        {full ? (
          <p className="notes-resin__when">{t('resin.full')}</p>
        ) : (
          <>
            <p className="notes-resin__when tabular">
              {t('resin.fullIn', { time: time.duration(resin.secondsToFull) })}
            </p>
            <p className="notes-resin__clock tabular">{time.clock(now, resin.secondsToFull)}</p>
          </>
        )}
      </div>
    </div>
  );
}

interface TileProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  done?: boolean;
  wide?: boolean;
}

/** One fact of the notes: a label, a prominent value and a muted detail line. */
export function NotesTile({ label, value, detail, done = false, wide = false }: TileProps) {
  const classes = ['notes-tile', done ? 'notes-tile--done' : '', wide ? 'notes-tile--wide' : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <dt className="notes-tile__label">{label}</dt>
      <dd className="notes-tile__value tabular">{value}</dd>
      {detail ? <dd className="notes-tile__detail">{detail}</dd> : null}
    </div>
  );
}

/** Commissions, weekly discounts, realm currency, the transformer and the main story chapter. */
export function NotesFacts({ data, live }: { data: DailyNoteData; live: LiveNotes }) {
  const { t } = useTranslation('notes');
  const format = useFormat();
  const time = useNotesTime();
  const ratio = (a: number, b: number) =>
    t('ratio', { current: format.number(a), max: format.number(b) });
  const chapter = data.archon_quest_progress.list[0];
  const coin = live.homeCoin;
  return (
    <dl className="notes-facts">
      <NotesTile
        label={t('commissions.title')}
        value={ratio(data.finished_task_num, data.total_task_num)}
        detail={
          data.is_extra_task_reward_received
            ? t('commissions.rewardClaimed')
            : t('commissions.rewardPending')
        }
        done={data.is_extra_task_reward_received}
      />
      <NotesTile
        label={t('discounts.title')}
        value={ratio(data.remain_resin_discount_num, data.resin_discount_num_limit)}
        detail={t('discounts.detail')}
        done={data.remain_resin_discount_num === 0}
      />
      <NotesTile
        label={t('coins.title')}
        value={ratio(coin.current, coin.max)}
        detail={
          coin.secondsToFull === 0
            ? t('coins.full')
            : t('coins.fullIn', { time: time.duration(coin.secondsToFull) })
        }
      />
      <NotesTile
        label={t('transformer.title')}
        value={
          !live.transformer.obtained
            ? t('transformer.notObtained')
            : live.transformer.ready
              ? t('transformer.ready')
              : time.duration(live.transformer.secondsLeft)
        }
        detail={
          live.transformer.obtained && !live.transformer.ready
            ? t('transformer.cooling')
            : undefined
        }
        done={live.transformer.obtained && live.transformer.ready}
      />
      {data.archon_quest_progress.is_open_archon_quest && chapter ? (
        <NotesTile
          wide
          label={t('story.title')}
          value={chapter.chapter_num}
          detail={chapter.chapter_title}
        />
      ) : null}
    </dl>
  );
}

function ExpeditionItem({ expedition }: { expedition: LiveExpedition }) {
  const { t } = useTranslation('notes');
  const time = useNotesTime();
  return (
    <li className={`notes-expedition${expedition.finished ? ' notes-expedition--done' : ''}`}>
      <Portrait
        src={expedition.icon || undefined}
        alt=""
        size={40}
        className="notes-expedition__icon"
      />
      <span className="notes-expedition__status tabular">
        {expedition.finished
          ? t('expeditions.finished')
          : t('expeditions.remaining', { time: time.duration(expedition.secondsLeft) })}
      </span>
    </li>
  );
}

/** Dispatched characters with their side icons, finished or with the time left. */
export function NotesExpeditions({ live, max }: { live: LiveNotes; max: number }) {
  const { t } = useTranslation('notes');
  const format = useFormat();
  return (
    <section className="notes-expeditions" aria-labelledby="notes-expeditions-title">
      <h3 className="notes-expeditions__title" id="notes-expeditions-title">
        {t('expeditions.title')}
        <span className="notes-expeditions__count tabular">
          {t('ratio', {
            current: format.number(live.expeditions.length),
            max: format.number(max),
          })}
        </span>
      </h3>
      {live.expeditions.length === 0 ? (
        <p className="notes-expeditions__empty">{t('expeditions.none')}</p>
      ) : (
        <ul className="notes-expeditions__list">
          {live.expeditions.map((expedition, i) => (
            <ExpeditionItem key={i} expedition={expedition} />
          ))}
        </ul>
      )}
    </section>
  );
}
