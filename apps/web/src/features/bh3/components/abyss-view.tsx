import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { QueryErrorState } from '../../../app/query-error-state.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import {
  useBh3Abyss,
  type Bh3NewAbyssReport,
  type Bh3OldAbyssReport,
} from '../api/get-bh3-abyss.js';
import { newestFirst } from '../bh3-lookups.js';
import { CycleSelect } from './cycle-select.js';
import { Fact, FactList } from './facts.js';
import { useAreaName, useRiftRankName } from './rank-name.js';
import { BossBadge, CompanionBadge, Lineup } from './suit-avatar.js';

function LadderReport({ report }: { report: Bh3NewAbyssReport }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  const rankName = useRiftRankName();
  const change = report.settled_cup_number;
  return (
    <Card title={t('modes.ladder')} titleId="b3-report-title" className="b3-report">
      <FactList>
        <Fact label={t('abyss.score')} value={format.number(report.score)} big />
        <Fact
          label={t('abyss.placement')}
          value={t('abyss.placementValue', { rank: report.rank })}
        />
        <Fact
          label={t('abyss.cups')}
          value={format.number(report.cup_number)}
          note={t('abyss.cupsChange', {
            change: `${change > 0 ? '+' : ''}${format.number(change)}`,
          })}
          tone={change > 0 ? 'up' : change < 0 ? 'down' : undefined}
        />
        <Fact
          label={t('abyss.rankChange')}
          value={
            report.level !== report.settled_level
              ? `${rankName(report.level)} → ${rankName(report.settled_level)}`
              : rankName(report.settled_level)
          }
        />
      </FactList>
      <div className="b3-report__fight">
        <div>
          <h3 className="b3-detail__section">{t('abyss.boss')}</h3>
          <BossBadge boss={report.boss} />
        </div>
        <div>
          <h3 className="b3-detail__section">{t('abyss.companion')}</h3>
          <CompanionBadge elf={report.elf} />
        </div>
      </div>
      <h3 className="b3-detail__section">{t('abyss.lineup')}</h3>
      <Lineup suits={report.lineup} label={t('abyss.lineup')} />
    </Card>
  );
}

function TrialReport({ report }: { report: Bh3OldAbyssReport }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  const areaName = useAreaName();
  return (
    <Card
      title={`${t('modes.trial')} · ${t(`abyss.mode.${report.type}`)}`}
      titleId="b3-report-title"
      className="b3-report"
    >
      <FactList>
        <Fact label={t('abyss.letter')} value={report.level} big />
        <Fact label={t('abyss.score')} value={format.number(report.score)} />
        <Fact label={t('abyss.area')} value={areaName(report.area)} />
        <Fact label={t('abyss.floor')} value={t('abyss.floorValue', { floor: report.floor })} />
        <Fact label={t('abyss.result')} value={report.reward_type} />
      </FactList>
      <div className="b3-report__fight">
        <div>
          <h3 className="b3-detail__section">{t('abyss.boss')}</h3>
          <BossBadge boss={report.boss} />
        </div>
        <div>
          <h3 className="b3-detail__section">{t('abyss.companion')}</h3>
          <CompanionBadge elf={report.elf} />
        </div>
      </div>
      <h3 className="b3-detail__section">{t('abyss.lineup')}</h3>
      <Lineup suits={report.lineup} label={t('abyss.lineup')} />
    </Card>
  );
}

/** The Rift Ladder from captain level 81, the Rift Trial below; one cycle at a time. */
export function AbyssView({ role }: { role: CurrentRole }) {
  const { t } = useTranslation('bh3');
  const query = useBh3Abyss(role, role.level);
  const [picked, setPicked] = useState(0);

  if (query.isPending) return <Skeleton height="320px" radius="16px" />;
  if (query.isError) {
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const answer = query.data;
  const reports =
    answer.kind === 'new'
      ? newestFirst(answer.reports, (r) => r.updated_time_second)
      : newestFirst(answer.reports, (r) => r.time_second);
  if (reports.length === 0) {
    return <EmptyState message={t('abyss.empty')} hint={t('abyss.emptyHint')} />;
  }
  const index = Math.min(picked, reports.length - 1);
  const times = reports.map((r) =>
    'updated_time_second' in r ? r.updated_time_second : r.time_second,
  );
  return (
    <>
      <CycleSelect label={t('cycle.label')} times={times} value={index} onChange={setPicked} />
      {answer.kind === 'new' ? (
        <LadderReport report={reports[index] as Bh3NewAbyssReport} />
      ) : (
        <TrialReport report={reports[index] as Bh3OldAbyssReport} />
      )}
    </>
  );
}
