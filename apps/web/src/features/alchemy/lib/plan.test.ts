import { describe, expect, it } from 'vitest';
import type { AlchemyBook } from '../api/get-alchemy-recipes.js';
import { planCrafting } from './plan.js';

const item = (id: number, category = 'raw') => ({ id, name: `Item ${id}`, rarity: 1, category });

/** 11 = 2×4 + 1×5; 12 = 2×3 + 1×11; 23 makes 2 per craft from 2×11 + 3×1. */
const BOOK: AlchemyBook = {
  items: [
    item(1),
    item(3),
    item(4),
    item(5),
    item(11, 'material'),
    item(12, 'material'),
    item(23, 'potion'),
  ],
  recipes: [
    {
      item_id: 11,
      output_num: 1,
      craft_seconds: 30,
      coin_cost: 100,
      ingredients: [
        { item_id: 4, num: 2 },
        { item_id: 5, num: 1 },
      ],
    },
    {
      item_id: 12,
      output_num: 1,
      craft_seconds: 60,
      coin_cost: 250,
      ingredients: [
        { item_id: 3, num: 2 },
        { item_id: 11, num: 1 },
      ],
    },
    {
      item_id: 23,
      output_num: 2,
      craft_seconds: 45,
      coin_cost: 200,
      ingredients: [
        { item_id: 11, num: 2 },
        { item_id: 1, num: 3 },
      ],
    },
  ],
};

describe('planCrafting', () => {
  it('expands nested recipes into raw materials, crafts, time and coins', () => {
    const plan = planCrafting(BOOK, [{ itemId: 12, num: 3 }]);
    expect(plan.raw).toEqual([
      { itemId: 3, num: 6 },
      { itemId: 4, num: 6 },
      { itemId: 5, num: 3 },
    ]);
    expect(plan.crafts).toBe(6);
    expect(plan.seconds).toBe(3 * 60 + 3 * 30);
    expect(plan.coins).toBe(3 * 250 + 3 * 100);
    expect(plan.trees[0]?.children.map((c) => [c.itemId, c.need, c.crafts])).toEqual([
      [3, 6, 0],
      [11, 3, 3],
    ]);
  });

  it('rounds crafts up for recipes that yield several and reports the surplus', () => {
    const plan = planCrafting(BOOK, [{ itemId: 23, num: 3 }]);
    expect(plan.trees[0]).toMatchObject({ crafts: 2, surplus: 1 });
    expect(plan.raw).toContainEqual({ itemId: 1, num: 6 });
    expect(plan.raw).toContainEqual({ itemId: 4, num: 8 });
  });

  it('adds several targets together and ignores zero quantities', () => {
    const plan = planCrafting(BOOK, [
      { itemId: 11, num: 1 },
      { itemId: 11, num: 2 },
      { itemId: 12, num: 0 },
    ]);
    expect(plan.trees).toHaveLength(2);
    expect(plan.raw).toEqual([
      { itemId: 4, num: 6 },
      { itemId: 5, num: 3 },
    ]);
  });

  it('stops at a recipe that loops back onto its own path', () => {
    const looped: AlchemyBook = {
      items: [item(1), item(2)],
      recipes: [
        {
          item_id: 1,
          output_num: 1,
          craft_seconds: 1,
          coin_cost: 1,
          ingredients: [{ item_id: 2, num: 1 }],
        },
        {
          item_id: 2,
          output_num: 1,
          craft_seconds: 1,
          coin_cost: 1,
          ingredients: [{ item_id: 1, num: 2 }],
        },
      ],
    };
    const plan = planCrafting(looped, [{ itemId: 1, num: 1 }]);
    expect(plan.trees[0]?.children[0]?.children[0]).toMatchObject({
      itemId: 1,
      cycle: true,
      crafts: 0,
    });
    expect(plan.raw).toEqual([{ itemId: 1, num: 2 }]);
    expect(plan.crafts).toBe(2);
  });

  it('treats an item without a recipe as raw', () => {
    expect(planCrafting(BOOK, [{ itemId: 4, num: 5 }]).raw).toEqual([{ itemId: 4, num: 5 }]);
  });
});
