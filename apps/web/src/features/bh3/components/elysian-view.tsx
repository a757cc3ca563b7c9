import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { QueryErrorState } from '../../../app/query-error-state.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { StatTile } from '../../../components/ui/stat-tile.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useBh3GodWar, type Bh3GodWarData, type Bh3GodWarRun } from '../api/get-bh3-god-war.js';
import { newestFirst } from '../bh3-lookups.js';
import { CycleSelect } from './cycle-select.js';
import { Fact, FactList } from './facts.js';
import { CompanionBadge, Lineup, SuitAvatar } from './suit-avatar.js';

function Summary({ summary }: { summary: Bh3GodWarData['summary'] }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  const tiles = [
    ['bestScore', summary.max_challenge_score],
    ['highestFloor', summary.max_challenge_level],
    ['highestDifficulty', summary.max_punish_level],
    ['supportPoints', summary.max_support_point],
    ['sigils', summary.extra_item_number],
    ['maxedSuits', summary.max_level_avatar_number],
  ] as const;
  return (
    <Card title={t('elysian.summary')} titleId="b3-summary-title">
      <dl className="b3-stats b3-stats--six">
        {tiles.map(([key, value]) => (
          <StatTile key={key} label={t(`elysian.${key}`)} value={format.number(value)} />
        ))}
      </dl>
    </Card>
  );
}

function Run({ run }: { run: Bh3GodWarRun }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  return (
    <Card title={t('modes.dreamscape')} titleId="b3-report-title" className="b3-report">
      <FactList>
        <Fact label={t('elysian.score')} value={format.number(run.score)} big />
        <Fact label={t('elysian.floors')} value={format.number(run.level)} />
        <Fact
          label={t('elysian.difficulty')}
          value={t('elysian.difficultyValue', { level: run.punish_level })}
        />
      </FactList>
      <div className="b3-run">
        <div>
          <h3 className="b3-detail__section">{t('elysian.main')}</h3>
          <SuitAvatar suit={run.main_avatar} named />
        </div>
        <div>
          <h3 className="b3-detail__section">{t('elysian.supports')}</h3>
          {run.support_avatars.length > 0 ? (
            <Lineup suits={run.support_avatars} label={t('elysian.supports')} />
          ) : (
            <span className="b3-muted">-</span>
          )}
        </div>
        <div>
          <h3 className="b3-detail__section">{t('abyss.companion')}</h3>
          <CompanionBadge elf={run.elf} />
        </div>
      </div>
      <h3 className="b3-detail__section">{t('elysian.signets')}</h3>
      <ul className="b3-signets">
        {run.buffs.map((buff) => (
          <li key={buff.id} className="b3-signet">
            <img src={buff.icon || undefined} alt="" width={28} height={28} loading="lazy" />
            <span className="tabular">
              {t('elysian.signet', { id: buff.id, count: buff.number })}
            </span>
          </li>
        ))}
      </ul>
      {run.conditions.length > 0 ? (
        <>
          <h3 className="b3-detail__section">{t('elysian.conditions')}</h3>
          <ul className="b3-conditions">
            {run.conditions.map((c, i) => (
              <li key={`${c.name}-${i}`}>
                <strong>{c.name}</strong> <span className="b3-muted">{c.desc}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

/** The Verdant Dreamscape: totals, then one run at a time, newest first. */
export function ElysianView({ role }: { role: CurrentRole }) {
  const { t } = useTranslation('bh3');
  const query = useBh3GodWar(role);
  const [picked, setPicked] = useState(0);
  if (query.isPending) return <Skeleton height="320px" radius="16px" />;
  if (query.isError) {
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const runs = newestFirst(query.data.records, (r) => r.settle_time_second);
  const index = Math.min(picked, runs.length - 1);
  const run = runs[index];
  return (
    <>
      <Summary summary={query.data.summary} />
      {run ? (
        <>
          <CycleSelect
            label={t('cycle.run')}
            times={runs.map((r) => r.settle_time_second)}
            value={index}
            onChange={setPicked}
          />
          <Run run={run} />
        </>
      ) : (
        <EmptyState message={t('elysian.empty')} hint={t('elysian.emptyHint')} />
      )}
    </>
  );
}
