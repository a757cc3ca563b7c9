import { endpoints, type DataOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';

const { alchemyRecipes } = endpoints.genshin;

export type AlchemyBook = DataOf<typeof alchemyRecipes>;

/** GET genshin/api/alchemy/recipes: the recipe book, keyed by language so a switch refetches. */
export function getAlchemyRecipesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: endpointKey(alchemyRecipes, { lang }),
    queryFn: ({ signal }) => api.call(alchemyRecipes, {}, { signal }),
    staleTime: Infinity,
  });
}

/** The recipe book in the current language. */
export function useAlchemyRecipes(lang: string) {
  return useQuery(getAlchemyRecipesQueryOptions(lang));
}
