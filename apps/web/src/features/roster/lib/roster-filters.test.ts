import { describe, expect, it } from 'vitest';
import { rosterCharacter } from '../roster-fixture.js';
import { activeFilterCount, matchesRarity, splitSpecial, toggle } from './roster-filters.js';
import { placeCard } from './use-hover-card.js';

describe('roster filters', () => {
  it('counts collab rarity 105 as 5-star in the rarity filter', () => {
    expect(matchesRarity(rosterCharacter({ rarity: 105 }), [5])).toBe(true);
    expect(matchesRarity(rosterCharacter({ rarity: 105 }), [4])).toBe(false);
    expect(matchesRarity(rosterCharacter({ rarity: 4 }), [])).toBe(true);
  });

  it('moves the special ids into their own group and keeps the server order', () => {
    const list = [10000002, 10000062, 10000108, 10000117].map((id) => rosterCharacter({ id }));
    const { main, special } = splitSpecial(list);
    expect(main.map((c) => c.id)).toEqual([10000002, 10000108]);
    expect(special.map((c) => c.id)).toEqual([10000062, 10000117]);
  });

  it('toggles values in and out and counts narrowing filters but not the sort', () => {
    expect(toggle([1, 10], 10)).toEqual([1]);
    expect(toggle([1], 12)).toEqual([1, 12]);
    expect(
      activeFilterCount({ elements: ['Pyro'], weaponTypes: [1, 12], rarities: [], sortType: 3 }),
    ).toBe(3);
  });
});

describe('placeCard', () => {
  const viewport = { width: 1440, height: 900 };
  const size = { width: 260, height: 200 };

  it('puts the card 20 px right of and below the pointer', () => {
    expect(placeCard({ x: 100, y: 100 }, size, viewport)).toEqual({ left: 120, top: 120 });
  });

  it('flips left of the pointer and lifts up to stay inside the viewport', () => {
    expect(placeCard({ x: 1400, y: 880 }, size, viewport)).toEqual({ left: 1120, top: 680 });
  });
});
