import { display } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { StatTile } from '../../../components/ui/stat-tile.js';
import { useFormat } from '../../../lib/format.js';
import type { HsrIndexData } from '../api/get-hsr-index.js';

const COUNTS = ['avatar_num', 'achievement_num', 'chest_num', 'dream_paster_num'] as const;

/** The journey's counters, then the furthest Echoes of Disorder floor as a word-valued tile. */
export function HsrStats({ stats }: { stats: HsrIndexData['stats'] }) {
  const { t } = useTranslation('hsr');
  const format = useFormat();
  return (
    <Card title={t('stats.title')} titleId="hsr-stats" className="hsr-stats">
      <dl className="hsr-stats__grid">
        <StatTile label={t('stats.active_days')} value={format.number(stats.active_days)} />
        {COUNTS.map((key) => (
          <StatTile key={key} label={t(`stats.${key}`)} value={format.number(stats[key])} />
        ))}
        <div className="stat-tile hsr-stats__wide">
          <dt>{t('stats.abyss_process')}</dt>
          <dd>{display(stats.abyss_process || null)}</dd>
        </div>
      </dl>
    </Card>
  );
}
