import { formatDate } from '@chronicle/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { ROUTES } from '../../../app/routes.js';
import { Card } from '../../../components/ui/card.js';
import { Icon } from '../../../components/ui/icons.js';
import { useFormat } from '../../../lib/format.js';
import { Link } from '../../../lib/router/components.js';
import { useLocation } from '../../../lib/router/hooks.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useGcgChallengeRecord, useGcgChallengeSchedule } from '../api/get-gcg-challenge.js';
import { SeasonSelect } from './season-select.js';

/** The card-challenge block: season switch, victories out of opponents, and the medal. */
export function ChallengeSummary({ role }: { role: CurrentRole }) {
  const { t } = useTranslation(['tcg', 'errors', 'common']);
  const format = useFormat();
  const { search } = useLocation();
  const [seasonId, setSeasonId] = useState<number | undefined>(undefined);
  const seasons = useGcgChallengeSchedule(role);
  const record = useGcgChallengeRecord(role, seasonId);

  let body;
  if (record.isPending) {
    body = <p className="tcg-muted">{t('common:state.loading')}</p>;
  } else if (record.isError) {
    body = <p className="tcg-muted">{t('errors:loading_failed')}</p>;
  } else if (!record.data.has_data || !record.data.schedule) {
    body = <p className="tcg-muted">{t('tcg:challenge.empty')}</p>;
  } else {
    const data = record.data;
    const schedule = record.data.schedule;
    body = (
      <div className="tcg-challenge__body" aria-busy={record.isPlaceholderData || undefined}>
        {data.medal ? (
          <span className="tcg-medal">
            <img src={data.medal} alt={data.medal_name || t('tcg:challenge.medal')} />
          </span>
        ) : (
          <span className="tcg-medal tcg-medal--none">{t('tcg:challenge.noMedal')}</span>
        )}
        <div>
          <p className="tcg-challenge__season">{schedule.name}</p>
          <p className="tcg-challenge__dates">
            {t('tcg:challenge.range', {
              start: formatDate(schedule.begin),
              end: formatDate(schedule.end),
            })}
          </p>
          <dl className="tcg-challenge__stats">
            <div>
              <dt>{t('tcg:challenge.wins')}</dt>
              <dd data-testid="tcg-challenge-wins">
                {t('tcg:challenge.winsOf', {
                  wins: format.number(data.win_cnt),
                  total: format.number(data.total_cnt),
                })}
              </dd>
            </div>
            {data.medal_name ? (
              <div>
                <dt>{t('tcg:challenge.medal')}</dt>
                <dd className="tcg-challenge__medal-name">{data.medal_name}</dd>
              </div>
            ) : null}
          </dl>
          <Link className="tcg-challenge__link" to={{ pathname: ROUTES.ysTcgDeck.href(), search }}>
            {t('tcg:challenge.deckLink')}
            <Icon name="chevronRight" />
          </Link>
        </div>
      </div>
    );
  }

  const list = seasons.data?.schedule_list ?? [];
  return (
    <Card title={t('tcg:challenge.title')} titleId="tcg-challenge-title">
      {list.length > 1 ? (
        <SeasonSelect
          seasons={list}
          value={seasonId ?? record.data?.schedule?.id}
          onChange={setSeasonId}
        />
      ) : null}
      {body}
    </Card>
  );
}
