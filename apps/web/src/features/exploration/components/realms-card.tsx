import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { StatTile } from '../../../components/ui/stat-tile.js';
import { useFormat } from '../../../lib/format.js';
import type { Realm } from '../api/get-exploration.js';

/**
 * The player's realms. Rank, comfort, furnishings and visitors belong to the whole home and repeat
 * on every realm of the answer, so they are shown once; an empty list means no realm is unlocked.
 */
export function RealmsCard({ realms }: { realms: readonly Realm[] }) {
  const { t } = useTranslation('exploration');
  const format = useFormat();
  const first = realms[0];
  return (
    <Card title={t('homes.title')} titleId="exploration-homes" className="realms">
      {!first ? (
        <EmptyState compact message={t('homes.locked')} hint={t('homes.lockedHint')} />
      ) : (
        <>
          <div className="realms__comfort">
            {first.comfort_level_icon ? (
              <img src={first.comfort_level_icon} alt="" width={44} height={44} />
            ) : null}
            <div>
              <p className="realms__comfort-name">{first.comfort_level_name}</p>
              <p className="realms__rank tabular">{t('homes.rank', { level: first.level })}</p>
            </div>
          </div>
          <dl className="realms__stats">
            <StatTile label={t('homes.comfort')} value={format.number(first.comfort_num)} />
            <StatTile label={t('homes.items')} value={format.number(first.item_num)} />
            <StatTile label={t('homes.visits')} value={format.number(first.visit_num)} />
          </dl>
          <h3 className="realms__subtitle">
            {t('homes.realms', { value: format.number(realms.length) })}
          </h3>
          <ul className="realms__list">
            {realms.map((realm) => (
              <li key={realm.name} className="realms__realm">
                <span className="realms__art" aria-hidden="true">
                  {realm.icon ? <img src={realm.icon} alt="" width={56} height={56} /> : null}
                </span>
                <span className="realms__name">{realm.name}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
