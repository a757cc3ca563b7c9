import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Link } from '../../../lib/router/components.js';
import { ROUTES } from '../../../app/routes.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Icon } from '../../../components/ui/icons.js';
import { useFormat } from '../../../lib/format.js';
import { perMilleToPercent } from '@chronicle/contract';
import type { WorldExploration } from '../api/get-index.js';
import './exploration-summary.css';

function RegionRow({ region }: { region: WorldExploration }) {
  const { t } = useTranslation('overview');
  const format = useFormat();
  const percent = Math.min(perMilleToPercent(region.exploration_percentage) ?? 0, 100);
  const offering = region.offerings[0];
  const barStyle = { '--progress': `${percent}%` } as CSSProperties;
  return (
    <li className="region">
      <span className="region__icon" aria-hidden="true">
        {region.icon ? (
          <img src={region.icon} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <Icon name="globe" />
        )}
      </span>
      <div className="region__body">
        <p className="region__head">
          <span className="region__name">{region.name}</span>
          <span className="region__percent tabular">
            {format.perMille(region.exploration_percentage)}
          </span>
        </p>
        <span className="region__bar" style={barStyle} aria-hidden="true" />
        <p className="region__meta">
          {region.type === 'Reputation' ? (
            <span>{t('exploration.reputation', { level: region.level })}</span>
          ) : null}
          {offering ? (
            <span>{t('exploration.offering', { name: offering.name, level: offering.level })}</span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** Exploration progress of each top-level region (per mille → `formatPercent`). */
export function ExplorationSummary({ regions }: { regions: readonly WorldExploration[] }) {
  const { t } = useTranslation(['overview', 'errors']);
  const topLevel = regions.filter((region) => region.parent_id === 0);
  return (
    <Card
      title={t('exploration.title')}
      titleId="overview-exploration"
      className="exploration"
      action={
        <Link className="card-link" to={ROUTES.ysExploration.href()}>
          {t('exploration.viewAll')}
          <Icon name="chevronRight" />
        </Link>
      }
    >
      {topLevel.length === 0 ? (
        <EmptyState compact message={t('errors:not_data')} />
      ) : (
        <ul className="exploration__list">
          {topLevel.map((region) => (
            <RegionRow key={region.id} region={region} />
          ))}
        </ul>
      )}
    </Card>
  );
}
