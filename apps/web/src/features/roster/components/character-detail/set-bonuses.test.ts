import { describe, expect, it } from 'vitest';
import { fullBuild } from './detail-fixture.js';
import { activeSets } from './set-bonuses.js';

describe('activeSets', () => {
  it('activates both bonuses of a set worn four times and ignores a lone piece', () => {
    const sets = activeSets(fullBuild().relics);
    expect(sets.map((set) => [set.name, set.pieces])).toEqual([['Scholar of the Quiet Moon', 4]]);
    expect(sets[0]?.bonuses.map((bonus) => bonus.activation_number)).toEqual([2, 4]);
  });

  it('activates only the 2-piece bonus of two sets worn twice each, most pieces first', () => {
    const [a, b, c, d, e] = fullBuild().relics;
    const frost = e!.set;
    const relics = [a!, b!, { ...c!, set: frost }, { ...d!, set: frost }, { ...e!, set: frost }];
    const sets = activeSets(relics);
    expect(sets.map((set) => [set.name, set.pieces])).toEqual([
      ['Frostwoven Veil', 3],
      ['Scholar of the Quiet Moon', 2],
    ]);
    expect(sets.every((set) => set.bonuses.length === 1)).toBe(true);
  });

  it('has nothing active without relics', () => {
    expect(activeSets([])).toEqual([]);
  });
});
