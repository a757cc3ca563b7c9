import type { Lang } from '@chronicle/contract';

/**
 * One area's texts: for each language, its JSON file (`<lang>/<area>.json`) of texts by id. `Id` is
 * the ids of the English file, so a language file that lacks one fails to type-check.
 */
export type AreaTexts<Id extends string> = Readonly<Record<Lang, Readonly<Record<Id, string>>>>;

/**
 * A lookup of a text in every language as the tuple the demo tables consume, in `order`. The tables
 * name a text by its id; the tuple form stays inside the generator, which turns it into a text
 * keyed by language as before (so the generated bundle is unchanged).
 */
export function tupleLoader<Id extends string, Tuple extends readonly string[]>(
  texts: AreaTexts<Id>,
  order: readonly Lang[],
): (id: Id) => Tuple {
  return (id) => order.map((lang) => texts[lang][id]) as readonly string[] as Tuple;
}
