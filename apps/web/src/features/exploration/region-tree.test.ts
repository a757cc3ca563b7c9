import { describe, expect, it } from 'vitest';
import { region } from '../../test/fixtures.js';
import { averagePerMille, buildRegionTree, progressOf } from './region-tree.js';

describe('buildRegionTree', () => {
  it('nests sub-regions under their main region and keeps the API order', () => {
    const tree = buildRegionTree([
      region({ id: 9, name: 'Isles' }),
      region({ id: 10, parent_id: 9, name: 'Reef' }),
      region({ id: 3, name: 'Peaks' }),
      region({ id: 11, parent_id: 9, name: 'Atoll' }),
    ]);
    expect(tree.map((node) => node.region.name)).toEqual(['Isles', 'Peaks']);
    expect(tree[0]?.children.map((child) => child.name)).toEqual(['Reef', 'Atoll']);
    expect(tree[1]?.children).toEqual([]);
  });

  it('keeps a sub-region whose parent is missing as a main region', () => {
    const tree = buildRegionTree([region({ id: 10, parent_id: 99, name: 'Orphan' })]);
    expect(tree.map((node) => node.region.name)).toEqual(['Orphan']);
  });
});

describe('progressOf and averagePerMille', () => {
  it('turns per mille into a capped percentage', () => {
    expect(progressOf(964)).toBe(96.4);
    expect(progressOf(1065)).toBe(100);
  });

  it('averages the main regions, counting over-complete ones as 100 %', () => {
    const tree = buildRegionTree([
      region({ id: 1, exploration_percentage: 1065 }),
      region({ id: 2, exploration_percentage: 800 }),
      region({ id: 3, parent_id: 2, exploration_percentage: 0 }),
    ]);
    expect(averagePerMille(tree)).toBe(900);
    expect(averagePerMille([])).toBeNull();
  });
});
