import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { QueryErrorState } from '../../../app/query-error-state.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useBh3Arena, type Bh3ArenaReport } from '../api/get-bh3-arena.js';
import { newestFirst } from '../bh3-lookups.js';
import { useAreaName } from './rank-name.js';
import { CycleSelect } from './cycle-select.js';
import { Fact, FactList } from './facts.js';
import { BossBadge, CompanionBadge, Lineup } from './suit-avatar.js';

function ArenaWeek({ report }: { report: Bh3ArenaReport }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  const areaName = useAreaName();
  return (
    <Card title={t('modes.arena')} titleId="b3-report-title" className="b3-report">
      <FactList>
        <Fact label={t('arena.total')} value={format.number(report.score)} big />
        <Fact label={t('arena.bracket')} value={t('arena.bracketValue', { rank: report.rank })} />
        <Fact
          label={t('arena.ranking')}
          value={t('arena.rankingValue', {
            percent: format.percent(Number(report.ranking_percentage)),
          })}
        />
        <Fact label={t('abyss.area')} value={areaName(report.area)} />
      </FactList>
      <h3 className="b3-detail__section">{t('arena.fights')}</h3>
      <ol className="b3-fights">
        {report.battle_infos.map((fight, i) => (
          <li key={`${fight.boss.id}-${i}`} className="b3-fight">
            <div className="b3-fight__head">
              <BossBadge boss={fight.boss} />
              <strong className="b3-fight__score tabular">{format.number(fight.score)}</strong>
            </div>
            <Lineup suits={fight.lineup} label={t('abyss.lineup')} />
            <CompanionBadge elf={fight.elf} />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The Hall of Valor, one settled week at a time, newest first. */
export function ArenaView({ role }: { role: CurrentRole }) {
  const { t } = useTranslation('bh3');
  const query = useBh3Arena(role);
  const [picked, setPicked] = useState(0);
  if (query.isPending) return <Skeleton height="320px" radius="16px" />;
  if (query.isError) {
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const weeks = newestFirst(query.data.reports, (r) => r.time_second);
  const week = weeks[Math.min(picked, weeks.length - 1)];
  if (!week) return <EmptyState message={t('arena.empty')} hint={t('arena.emptyHint')} />;
  return (
    <>
      <CycleSelect
        label={t('cycle.week')}
        times={weeks.map((w) => w.time_second)}
        value={Math.min(picked, weeks.length - 1)}
        onChange={setPicked}
      />
      <ArenaWeek report={week} />
    </>
  );
}
