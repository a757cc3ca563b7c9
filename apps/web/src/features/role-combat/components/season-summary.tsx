import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import type { StageSeason } from '../api/get-role-combat.js';

/** Seconds as `m:ss` (or `h:mm:ss`), the way the stage shows its clock. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The season's headline numbers and its medal strip (one disc per act of the difficulty). */
export function SeasonSummary({ season }: { season: StageSeason }) {
  const { t } = useTranslation('roleCombat');
  const format = useFormat();
  const titleId = useId();
  const { stat } = season;
  const medals = stat.get_medal_round_list;
  const time = season.detail?.fight_statisic.total_use_time;
  const items = [
    {
      key: 'bestAct',
      label: t('summary.bestAct'),
      value: stat.max_round_id > 0 ? t('summary.actValue', { act: stat.max_round_id }) : '-',
    },
    {
      key: 'difficulty',
      label: t('summary.difficulty'),
      value: t(`difficulty.${stat.difficulty_id as 0 | 1 | 2 | 3 | 4}`),
    },
    {
      key: 'medals',
      label: t('summary.medals'),
      value: t('summary.medalsValue', {
        got: format.number(stat.medal_num),
        total: format.number(medals.length),
      }),
    },
    { key: 'flowers', label: t('summary.flowers'), value: format.number(stat.coin_num) },
    { key: 'support', label: t('summary.support'), value: format.number(stat.avatar_bonus_num) },
    { key: 'lent', label: t('summary.lent'), value: format.number(stat.rent_cnt) },
    { key: 'time', label: t('summary.time'), value: time ? clock(time) : '-' },
  ];
  return (
    <section className="stage-summary" aria-labelledby={titleId}>
      <h2 className="visually-hidden" id={titleId}>
        {t('summary.title')}
      </h2>
      <dl className="stage-summary__grid">
        {items.map((item) => (
          <div key={item.key} className={`stage-summary__item stage-summary__item--${item.key}`}>
            <dt className="stage-summary__label">{item.label}</dt>
            <dd className="stage-summary__value" data-testid={`stage-${item.key}`}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {medals.length > 0 ? (
        <ol className="stage-medals" aria-label={t('summary.medalStrip')}>
          {medals.map((got, i) => (
            <li
              key={i}
              className={`stage-medals__act${got ? ' stage-medals__act--got' : ''}`}
              title={t('summary.medalAct', {
                act: i + 1,
                state: got ? t('summary.medalGot') : t('summary.medalMissed'),
              })}
            >
              <span aria-hidden="true">{i + 1}</span>
              <span className="visually-hidden">
                {t('summary.medalAct', {
                  act: i + 1,
                  state: got ? t('summary.medalGot') : t('summary.medalMissed'),
                })}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
