import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { StatTile } from '../../../components/ui/stat-tile.js';
import { useFormat } from '../../../lib/format.js';
import type { Bh3IndexData } from '../api/get-bh3-index.js';

/** The captain's collection counters, in the order players compare them. */
export function StatsTiles({ stats }: { stats: Bh3IndexData['stats'] }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  const tiles = [
    ['achievements', stats.achievement_number],
    ['battlesuits', stats.armor_number],
    ['sss', stats.sss_armor_number],
    ['sigils', stats.stigmata_number],
    ['fiveStarSigils', stats.five_star_stigmata_number],
    ['weapons', stats.weapon_number],
    ['fiveStarWeapons', stats.five_star_weapon_number],
    ['outfits', stats.suit_number],
  ] as const;
  return (
    <Card title={t('stats.title')} titleId="b3-stats-title">
      <dl className="b3-stats">
        {tiles.map(([key, value]) => (
          <StatTile key={key} label={t(`stats.${key}`)} value={format.number(value)} />
        ))}
      </dl>
    </Card>
  );
}
