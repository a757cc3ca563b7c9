import type { EventPageDecl } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { useEventText } from './event-text.js';
import { useEventValue } from './event-value.js';
import { Stars, Status } from './record-parts.js';
import type { EventPageData } from './use-activity.js';

/**
 * The `table` view: one row per run. Columns appear only when some run has a value (score, time,
 * stars, attempts) plus the sub-page's declared metrics. On narrow screens rows become cards
 * (events.css), each cell labelled by its column.
 */
export function ScoreTable({
  slug,
  decl,
  data,
}: {
  slug: string;
  decl: EventPageDecl;
  data: EventPageData;
}) {
  const { t } = useTranslation('events');
  const text = useEventText(slug as never);
  const value = useEventValue();
  const rows = data.records;
  const has = (pick: (r: (typeof rows)[number]) => number) => rows.some((r) => pick(r) > 0);
  const columns = [
    ...(has((r) => r.score)
      ? [
          {
            key: 'score',
            label: t('record.score'),
            cell: (r: (typeof rows)[number]) => value(r.score, 'count'),
          },
        ]
      : []),
    ...(has((r) => r.cost_time)
      ? [
          {
            key: 'time',
            label: t('record.time'),
            cell: (r: (typeof rows)[number]) => value(r.cost_time, 'seconds'),
          },
        ]
      : []),
    ...(has((r) => r.times)
      ? [
          {
            key: 'times',
            label: t('record.times'),
            cell: (r: (typeof rows)[number]) => value(r.times, 'count'),
          },
        ]
      : []),
    ...decl.metrics.map((m) => ({
      key: m.key,
      label: text.metric(m.key),
      cell: (r: (typeof rows)[number]) =>
        value(r.metrics.find((x) => x.key === m.key)?.value ?? 0, m.unit),
    })),
  ];
  const withStars = has((r) => r.max_stars);
  return (
    <Card padded={false} className="ev-table-card">
      <table className="ev-table">
        <caption className="visually-hidden">{text.page(decl.key)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('record.name')}</th>
            {withStars ? <th scope="col">{t('record.stars')}</th> : null}
            {columns.map((c) => (
              <th key={c.key} scope="col" className="ev-table__num">
                {c.label}
              </th>
            ))}
            <th scope="col">{t('record.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.id}-${i}`} className={r.finished ? 'ev-table__row--done' : undefined}>
              <th scope="row" className="ev-table__name">
                <span className="ev-table__name-inner">
                  <img src={r.icon} alt="" width={32} height={32} loading="lazy" />
                  <span>{r.name}</span>
                </span>
              </th>
              {withStars ? (
                <td data-label={t('record.stars')}>
                  <Stars stars={r.stars} max={r.max_stars} />
                </td>
              ) : null}
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className="ev-table__num tabular">
                  {c.cell(r)}
                </td>
              ))}
              <td data-label={t('record.result')}>
                <Status record={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
