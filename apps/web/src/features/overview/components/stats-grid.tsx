import { display } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { useFormat } from '../../../lib/format.js';
import { useShell } from '../../../lib/shell.js';
import type { IndexStats } from '../api/get-index.js';
import { STAT_GROUP, STAT_GROUPS, orderStatKeys, type StatKey } from '../stat-order.js';
import { StatIcon } from './stat-icon.js';
import './stats-grid.css';

/** Statistics whose value is a word (a difficulty name) rather than a count. */
const TEXT_VALUED: ReadonlySet<StatKey> = new Set(['hard_challenge']);

/**
 * Statistics as they may arrive: a missing or null one shows `-`
 * (docs/reference/web-app.md#formatting).
 */
export type StatsInput = { [K in StatKey]?: IndexStats[K] | null };

function useStatValue() {
  const { t } = useTranslation('stats');
  const format = useFormat();
  return (stats: StatsInput, key: StatKey): string => {
    switch (key) {
      case 'spiral_abyss':
        return display(stats.spiral_abyss);
      case 'role_combat': {
        const value = stats.role_combat;
        if (!value?.is_unlock || !value.has_data) return display(null);
        return t('values.act', { act: value.max_round_id });
      }
      case 'hard_challenge': {
        const value = stats.hard_challenge;
        if (!value?.is_unlock || !value.has_data) return display(null);
        return display(value.name);
      }
      default:
        return format.number(stats[key]);
    }
  };
}

export interface StatsGridProps {
  stats: StatsInput | null | undefined;
}

/**
 * Every docs/reference/web-app.md#overview-statistics statistic with its label: number first, label
 * second, tabular digits; grouped into adventure, world and chests, in the shell's order.
 */
export function StatsGrid({ stats }: StatsGridProps) {
  const { t } = useTranslation('stats');
  const shell = useShell();
  const valueOf = useStatValue();
  const ordered = orderStatKeys(shell);
  const source = stats ?? {};
  return (
    <div className="stats">
      {STAT_GROUPS.map((group) => {
        const keys = ordered.filter((key) => STAT_GROUP[key] === group);
        const titleId = `stats-${group}`;
        return (
          <Card
            key={group}
            title={t(`groups.${group}`)}
            titleId={titleId}
            className={`stats__group stats__group--${group}`}
          >
            <dl className="stats__grid">
              {keys.map((key) => (
                <div key={key} className={`stat stat--${key}`} data-stat={key}>
                  <dt className="stat__label">
                    <StatIcon stat={key} />
                    <span>{t(`keys.${key}`)}</span>
                  </dt>
                  <dd
                    className={`stat__value tabular${TEXT_VALUED.has(key) ? ' stat__value--text' : ''}`}
                  >
                    {valueOf(source, key)}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        );
      })}
    </div>
  );
}
