import type { TrendSeries } from '@chronicle/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { useFormat } from '../../../lib/format.js';
import { axisText, changeOf, dayText, pointText } from '../../../lib/trend-format.js';
import { TrendChart } from './trend-chart.js';

/** One headline number: its latest value, the change since the first point, the chart and its table. */
export function TrendCard({ series }: { series: TrendSeries }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const titleId = useId();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const name = t(`series.${series.key}` as 'series.days_active', { defaultValue: series.key });
  const last = series.points.at(-1);
  const first = series.points[0];
  if (!last || !first) return null;
  const shown = series.points[picked ?? series.points.length - 1] ?? last;
  const change = changeOf(series);
  const perSeason = series.points.some((p) => p.period !== undefined);

  let changeText = '';
  if (change) {
    const date = dayText(first.at);
    const size = axisText(series, Math.abs(change.delta), format.lang);
    if (change.delta === 0) changeText = t('unchangedSince', { date });
    else if (series.unit === 'seconds') {
      changeText = t(change.better ? 'faster' : 'slower', { delta: size, date });
    } else changeText = t('since', { delta: `${change.delta > 0 ? '+' : '−'}${size}`, date });
  }

  return (
    <Card className="trend-card" title={name} titleId={titleId} as="article">
      <p className="trend-card__latest">
        <span className="visually-hidden">{t('latest')} </span>
        <strong>{pointText(series, last, format.lang)}</strong>
        {changeText ? (
          <span className={`trend-card__change${change?.better ? ' trend-card__change--up' : ''}`}>
            {changeText}
          </span>
        ) : null}
      </p>
      {series.points.length < 2 ? (
        <p className="trend-card__one">{t('onePoint')}</p>
      ) : (
        <>
          <TrendChart
            series={series}
            lang={format.lang}
            label={t('chartLabel', {
              name,
              count: series.points.length,
              first: dayText(first.at),
              last: dayText(last.at),
            })}
            onPoint={setPicked}
          />
          <p className="trend-card__readout" aria-live="polite">
            {picked === undefined
              ? t('readoutHint')
              : t('readout', {
                  when: dayText(shown.at),
                  value: pointText(series, shown, format.lang),
                })}
          </p>
        </>
      )}
      <details className="trend-card__table">
        <summary>{t('table.show')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{perSeason ? t('table.season') : t('table.when')}</th>
              <th scope="col">{t('table.value')}</th>
            </tr>
          </thead>
          <tbody>
            {[...series.points].reverse().map((point) => (
              <tr key={`${point.at}-${point.period ?? ''}`}>
                <th scope="row">{dayText(point.at)}</th>
                <td>{pointText(series, point, format.lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
