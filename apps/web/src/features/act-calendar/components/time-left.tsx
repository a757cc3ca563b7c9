import { formatDateTime, wallClockFromUnix } from '@chronicle/contract';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import { formatDuration } from '../../../lib/duration.js';
import { remainingSeconds } from '../lib/use-remaining.js';

/** When the calendar answer arrived and the ticking clock, shared by every countdown. */
export const ClockContext = createContext({ receivedAt: 0, now: 0 });

/** "Ends in …" / "Starts in …" counting down live, with the date range under it. */
export function TimeLeft(props: { status: number; countdown: number; start: string; end: string }) {
  const { t } = useTranslation('calendar');
  const fmt = useFormat();
  const { receivedAt, now } = useContext(ClockContext);
  const left = remainingSeconds(props.countdown, receivedAt, now);
  // docs/reference/web-app.md#formatting: dates read YYYY.MM.DD HH:mm:ss in every language, like
  // every other record page.
  const date = (unix: string) => formatDateTime(wallClockFromUnix(unix));
  const running = props.status === 2;
  let label;
  if (left <= 0 && running) label = t('status.ended');
  else {
    const time = formatDuration(left, fmt.lang);
    label = running ? t('status.endsIn', { time }) : t('status.startsIn', { time });
  }
  return (
    <div className="calendar-time">
      <span
        className={`calendar-time__left${running && left < 86_400 ? ' calendar-time__left--soon' : ''}`}
        data-countdown={left}
      >
        {label}
      </span>
      {Number(props.start) > 0 && Number(props.end) > 0 ? (
        <span className="calendar-time__range">
          {t('status.range', { start: date(props.start), end: date(props.end) })}
        </span>
      ) : null}
    </div>
  );
}

/** Running / coming soon chip. */
export function StatusChip({ status, finished }: { status: number; finished?: boolean }) {
  const { t } = useTranslation('calendar');
  if (finished)
    return <span className="calendar-chip calendar-chip--done">{t('status.finished')}</span>;
  return status === 2 ? (
    <span className="calendar-chip calendar-chip--running">{t('status.running')}</span>
  ) : (
    <span className="calendar-chip calendar-chip--upcoming">{t('status.upcoming')}</span>
  );
}
