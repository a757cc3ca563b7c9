import {
  CONSTANTS,
  communityEndpoints,
  isFeatureOn,
  type DataOf,
  type FeatureSwitchKey,
} from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.js';
import { useCurrentGame } from './game.js';
import { endpointKey } from './query-client.js';

const { appConfig } = communityEndpoints;

export type AppConfig = DataOf<typeof appConfig>;

/**
 * A game's start-up configuration (feature switches, API hosts, announcement), fetched once per
 * page: a game change reloads the page anyway (docs/reference/web-app.md#route-guard route guard).
 */
export function appConfigQueryOptions(gameId: number) {
  const params = { game_id: String(gameId) };
  return queryOptions({
    queryKey: endpointKey(appConfig, params),
    queryFn: ({ signal }) => api.call(appConfig, params, { signal }),
    staleTime: Infinity,
  });
}

/** The current game's configuration query. */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions(useCurrentGame().id));
}

/**
 * An operator's feature switch for the current game (docs/reference/privacy.md#feature-switches).
 * On until the configuration says '0', so a slow or failed configuration call never hides a
 * feature; no key means no switch (on).
 */
export function useFeatureSwitch(key: FeatureSwitchKey | undefined): boolean {
  const { data } = useAppConfig();
  if (key === undefined) return true;
  return isFeatureOn(data?.switches[key] ?? CONSTANTS.featureOn);
}
