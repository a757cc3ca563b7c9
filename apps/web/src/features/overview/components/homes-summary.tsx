import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { StatTile } from '../../../components/ui/stat-tile.js';
import { useFormat } from '../../../lib/format.js';
import type { Home } from '../api/get-index.js';
import './homes-summary.css';

/** The player's realms: rank, comfort, furnishings and visitors are shared by every realm. */
export function HomesSummary({ homes }: { homes: readonly Home[] }) {
  const { t } = useTranslation('overview');
  const format = useFormat();
  const first = homes[0];
  return (
    <Card title={t('homes.title')} titleId="overview-homes" className="homes">
      {!first ? (
        <EmptyState compact message={t('homes.locked')} />
      ) : (
        <>
          <dl className="homes__stats">
            <StatTile label={t('homes.level')} value={format.number(first.level)} />
            <StatTile label={t('homes.comfort')} value={format.number(first.comfort_num)} />
            <StatTile label={t('homes.items')} value={format.number(first.item_num)} />
            <StatTile label={t('homes.visits')} value={format.number(first.visit_num)} />
          </dl>
          {first.comfort_level_name ? (
            <p className="homes__comfort">{first.comfort_level_name}</p>
          ) : null}
          <ul className="homes__realms">
            {homes.map((home) => (
              <li key={home.name} className="homes__realm">
                {home.icon ? (
                  <img src={home.icon} alt="" width={36} height={36} loading="lazy" />
                ) : null}
                <span>{home.name}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
