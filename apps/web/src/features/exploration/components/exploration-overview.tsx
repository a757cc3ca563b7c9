import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import { averagePerMille, progressOf, type RegionNode } from '../region-tree.js';
import { ProgressRing } from './progress-ring.js';

/** The page's headline: average progress of the main regions and how many are fully explored. */
export function ExplorationOverview({ nodes }: { nodes: readonly RegionNode[] }) {
  const { t } = useTranslation('exploration');
  const format = useFormat();
  const average = averagePerMille(nodes);
  const complete = nodes.filter((node) => node.region.exploration_percentage >= 1000).length;
  const subRegions = nodes.reduce((sum, node) => sum + node.children.length, 0);
  return (
    <section className="exploration-overview" aria-labelledby="exploration-overview-title">
      <ProgressRing
        value={average === null ? 0 : progressOf(average)}
        label={format.perMille(average)}
        size="lg"
      />
      <div className="exploration-overview__text">
        <h2 className="exploration-overview__title" id="exploration-overview-title">
          {t('overview.average')}
        </h2>
        <dl className="exploration-overview__facts">
          <div>
            <dt>{t('overview.regions')}</dt>
            <dd className="tabular">{format.number(nodes.length)}</dd>
          </div>
          <div>
            <dt>{t('overview.subRegions')}</dt>
            <dd className="tabular">{format.number(subRegions)}</dd>
          </div>
          <div>
            <dt>{t('overview.complete')}</dt>
            <dd className="tabular">{format.number(complete)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
