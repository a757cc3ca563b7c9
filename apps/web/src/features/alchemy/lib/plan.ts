import type { AlchemyBook } from '../api/get-alchemy-recipes.js';

/** One node of an ingredient tree: what is needed, and (when crafted) how. */
export interface PlanNode {
  itemId: number;
  /** Units needed by the parent. */
  need: number;
  /** Crafts of this item's recipe (0 for a raw material). */
  crafts: number;
  /** Units the crafts yield beyond the need (recipes that make several at once). */
  surplus: number;
  children: PlanNode[];
  /** True when expanding would loop back to an item already on the path: treated as raw. */
  cycle: boolean;
}

export interface CraftPlan {
  trees: PlanNode[];
  /** Raw materials to gather, by item id, largest first. */
  raw: { itemId: number; num: number }[];
  crafts: number;
  seconds: number;
  coins: number;
}

export interface Target {
  itemId: number;
  num: number;
}

type Recipes = ReadonlyMap<number, AlchemyBook['recipes'][number]>;

function expand(
  recipes: Recipes,
  itemId: number,
  need: number,
  path: ReadonlySet<number>,
): PlanNode {
  const recipe = recipes.get(itemId);
  const cycle = recipe !== undefined && path.has(itemId);
  if (!recipe || cycle || need <= 0) {
    return { itemId, need, crafts: 0, surplus: 0, children: [], cycle };
  }
  const crafts = Math.ceil(need / recipe.output_num);
  const inner = new Set(path).add(itemId);
  return {
    itemId,
    need,
    crafts,
    surplus: crafts * recipe.output_num - need,
    cycle: false,
    children: recipe.ingredients.map((i) => expand(recipes, i.item_id, i.num * crafts, inner)),
  };
}

/**
 * Expands the targets through the recipe book: each crafted item needs `ceil(need / output)` crafts
 * of its recipe; items without a recipe (or that would loop back onto their own path) are raw
 * materials. Totals add up every node, so time and coins count each craft once.
 */
export function planCrafting(book: AlchemyBook, targets: readonly Target[]): CraftPlan {
  const recipes: Recipes = new Map(book.recipes.map((r) => [r.item_id, r]));
  const trees = targets
    .filter((t) => t.num > 0)
    .map((t) => expand(recipes, t.itemId, t.num, new Set()));
  const raw = new Map<number, number>();
  const plan: CraftPlan = { trees, raw: [], crafts: 0, seconds: 0, coins: 0 };
  const visit = (node: PlanNode) => {
    if (node.crafts === 0) {
      raw.set(node.itemId, (raw.get(node.itemId) ?? 0) + node.need);
      return;
    }
    const recipe = recipes.get(node.itemId);
    plan.crafts += node.crafts;
    plan.seconds += node.crafts * (recipe?.craft_seconds ?? 0);
    plan.coins += node.crafts * (recipe?.coin_cost ?? 0);
    node.children.forEach(visit);
  };
  trees.forEach(visit);
  plan.raw = [...raw]
    .map(([itemId, num]) => ({ itemId, num }))
    .sort((a, b) => b.num - a.num || a.itemId - b.itemId);
  return plan;
}
