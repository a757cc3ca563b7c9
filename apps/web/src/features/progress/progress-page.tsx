import type { TrendSeries } from '@chronicle/contract';
import { useTranslation } from '../../lib/use-translation.js';
import { ROUTES } from '../../app/routes.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Link } from '../../lib/router/components.js';
import { useSession } from '../../lib/session.js';
import { useTrends } from './api/get-trends.js';
import { TrendCard } from './components/trend-card.js';
import './progress.css';

/** Each game's settings page, where "Linked accounts" lives. */
const SETTINGS_HREF: Record<number, () => string> = {
  1: ROUTES.bh3Set.href,
  2: ROUTES.ysSet.href,
  6: ROUTES.hsrSet.href,
};

function Group({ title, series }: { title: string; series: readonly TrendSeries[] }) {
  if (series.length === 0) return null;
  return (
    <section className="progress__group" aria-label={title}>
      <h2 className="progress__group-title">{title}</h2>
      <div className="progress__grid">
        {series.map((s) => (
          <TrendCard key={s.key} series={s} />
        ))}
      </div>
    </section>
  );
}

/**
 * `/ys/progress`, `/hsr/progress`, `/bh3/progress` (issue 18): the role's headline numbers over time,
 * from every version and season kept, each a chart with its numbers as a table.
 */
export function ProgressPage() {
  const { t } = useTranslation('progress');
  const session = useSession();
  const role = session.crtRole;
  const trends = useTrends(role, session.game.id);
  if (!role) return null;
  if (trends.isPending) {
    return (
      <div className="progress progress--loading" aria-busy="true">
        <div className="progress__placeholder" />
        <div className="progress__placeholder" />
      </div>
    );
  }
  if (trends.isError) return null;
  const series = trends.data.series;
  if (!series.some((s) => s.points.length >= 2)) {
    return (
      <EmptyState
        message={t('empty.message')}
        hint={t('empty.hint')}
        action={
          session.isVisitor ? undefined : (
            <Link
              className="btn btn--secondary btn--md"
              to={(SETTINGS_HREF[session.game.id] ?? ROUTES.ysSet.href)()}
            >
              {t('empty.action')}
            </Link>
          )
        }
      />
    );
  }
  const seasonal = series.filter((s) => s.points.some((p) => p.period !== undefined));
  const account = series.filter((s) => !seasonal.includes(s));
  return (
    <div className="progress">
      <p className="progress__intro">{t('intro')}</p>
      <Group title={t('group.account')} series={account} />
      <Group title={t('group.seasons')} series={seasonal} />
    </div>
  );
}
