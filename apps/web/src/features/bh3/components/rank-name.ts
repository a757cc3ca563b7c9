import { useTranslation } from '../../../lib/use-translation.js';
import { riftRank } from '../bh3-lookups.js';

/** A Rift Ladder rank (1–9) as its translated name, with the band's numeral when it has one. */
export function useRiftRankName() {
  const { t } = useTranslation('bh3');
  return (level: number) => {
    const { key, numeral } = riftRank(level);
    return numeral ? `${t(`rank.${key}`)} ${numeral}` : t(`rank.${key}`);
  };
}

/** A competitive tier (1–4) as its translated name. */
export function useAreaName() {
  const { t } = useTranslation('bh3');
  return (area: number) => {
    const tier = Math.min(Math.max(Math.round(area), 1), 4) as 1 | 2 | 3 | 4;
    return t(`area.${tier}`);
  };
}
