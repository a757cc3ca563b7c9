import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import { usePopularity, type PopularAvatar } from '../api/get-hard-challenge.js';

function Ranking({ list }: { list: readonly PopularAvatar[] }) {
  const { t } = useTranslation('challenge');
  const format = useFormat();
  return (
    // Two columns read top to bottom on wide screens: the row count is half the list.
    <ol className="hc-rank" style={{ '--hc-rows': Math.ceil(list.length / 2) } as CSSProperties}>
      {list.map((a, i) => (
        <li key={a.avatar_id} className="hc-rank__row">
          <span className="hc-rank__pos">{i + 1}</span>
          <img
            className="hc-rank__icon"
            src={a.side_icon}
            alt=""
            width={36}
            height={36}
            loading="lazy"
          />
          <span className="hc-rank__name">{a.name}</span>
          <span className="hc-rank__bar" aria-hidden="true">
            <span style={{ width: `${Math.min(100, a.rate)}%` }} />
          </span>
          <span className="hc-rank__rate">
            {format.percent(a.rate)}
            <span className="visually-hidden"> {t('popularity.roles', { count: a.count })}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The season's most fielded characters across public chronicles, overall or per boss. */
export function PopularityPanel({ scheduleId }: { scheduleId: string }) {
  const { t } = useTranslation(['challenge', 'common', 'errors']);
  const popularity = usePopularity(scheduleId);
  const [boss, setBoss] = useState<number | 'all'>('all');
  let body;
  if (popularity.isPending)
    body = <p className="hc-popularity__note">{t('common:state.loading')}</p>;
  else if (popularity.isError)
    body = <p className="hc-popularity__note">{t('errors:loading_failed')}</p>;
  else if (popularity.data.total === 0)
    body = <p className="hc-popularity__note">{t('popularity.empty')}</p>;
  else {
    const data = popularity.data;
    const chosen =
      boss === 'all' ? undefined : data.monster_list.find((m) => m.monster_id === boss);
    body = (
      <>
        <div className="hc-chips" role="group" aria-label={t('popularity.filter')}>
          <button
            type="button"
            aria-pressed={boss === 'all'}
            className="hc-chip"
            onClick={() => setBoss('all')}
          >
            {t('popularity.all')}
          </button>
          {data.monster_list.map((m) => (
            <button
              key={m.monster_id}
              type="button"
              aria-pressed={boss === m.monster_id}
              className="hc-chip"
              onClick={() => setBoss(m.monster_id)}
            >
              {m.name}
            </button>
          ))}
        </div>
        <Ranking list={chosen ? chosen.avatar_list : data.avatar_list} />
        <p className="hc-popularity__note">
          {t('popularity.sample', { count: chosen?.total ?? data.total })}
        </p>
      </>
    );
  }
  return (
    <section className="hc-popularity" aria-labelledby="hc-popularity-title">
      <h2 className="hc-section-title" id="hc-popularity-title">
        {t('popularity.title')}
      </h2>
      {body}
    </section>
  );
}
