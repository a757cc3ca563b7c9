import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import type { SpiralAbyssData } from '../api/get-spiral-abyss.js';

/**
 * `"0-0"` (or empty) means no floor was cleared: shown as the docs/reference/web-app.md#formatting
 * placeholder.
 */
function floorText(maxFloor: string): string | null {
  return maxFloor && maxFloor !== '0-0' ? maxFloor : null;
}

/** The period's headline numbers: deepest descent, stars, battles fought and won, win rate. */
export function AbyssSummary({ data }: { data: SpiralAbyssData }) {
  const { t } = useTranslation('abyss');
  const format = useFormat();
  const titleId = useId();
  const rate =
    data.total_battle_times > 0 ? (data.total_win_times / data.total_battle_times) * 100 : null;
  const items = [
    {
      key: 'maxFloor',
      label: t('summary.maxFloor'),
      value: format.text(floorText(data.max_floor)),
    },
    { key: 'totalStar', label: t('summary.totalStar'), value: format.number(data.total_star) },
    { key: 'battles', label: t('summary.battles'), value: format.number(data.total_battle_times) },
    { key: 'wins', label: t('summary.wins'), value: format.number(data.total_win_times) },
    { key: 'winRate', label: t('summary.winRate'), value: format.percent(rate) },
  ];
  const skipped = data.skipped_floor ? data.skipped_floor : null;

  return (
    <section className="abyss-summary" aria-labelledby={titleId}>
      <h2 className="visually-hidden" id={titleId}>
        {t('summary.title')}
      </h2>
      <dl className="abyss-summary__grid">
        {items.map((item) => (
          <div key={item.key} className={`abyss-summary__item abyss-summary__item--${item.key}`}>
            <dt className="abyss-summary__label">{item.label}</dt>
            <dd className="abyss-summary__value" data-testid={`abyss-${item.key}`}>
              {item.key === 'totalStar' ? (
                <span className="abyss-summary__star" aria-hidden="true">
                  ★
                </span>
              ) : null}
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {skipped ? (
        <p className="abyss-summary__note">{t('summary.skipped', { floor: skipped })}</p>
      ) : null}
    </section>
  );
}
