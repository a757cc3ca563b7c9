import type { DetailRelic } from '../../api/get-character-detail.js';

/** A relic set the character wears, with how many pieces and the bonuses those pieces unlock. */
export interface ActiveSet {
  id: number;
  name: string;
  pieces: number;
  /** Affixes whose activation number the equipped pieces reach, in activation order. */
  bonuses: { activation_number: number; effect: string }[];
}

/**
 * Groups the equipped relics by set and keeps the sets with at least one active bonus (2 or 4
 * pieces), most pieces first. A set worn once activates nothing and is left out.
 */
export function activeSets(relics: readonly DetailRelic[]): ActiveSet[] {
  const bySet = new Map<number, { relic: DetailRelic; pieces: number }>();
  for (const relic of relics) {
    const entry = bySet.get(relic.set.id);
    if (entry) entry.pieces += 1;
    else bySet.set(relic.set.id, { relic, pieces: 1 });
  }
  const sets: ActiveSet[] = [];
  for (const { relic, pieces } of bySet.values()) {
    const bonuses = relic.set.affixes
      .filter((affix) => affix.activation_number <= pieces)
      .sort((a, b) => a.activation_number - b.activation_number);
    if (bonuses.length > 0) {
      sets.push({ id: relic.set.id, name: relic.set.name, pieces, bonuses });
    }
  }
  return sets.sort((a, b) => b.pieces - a.pieces);
}
