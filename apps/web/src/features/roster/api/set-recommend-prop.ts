import { endpoints, type BodyOf } from '@chronicle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { characterDetailBody, getCharacterDetailQueryOptions } from './get-character-detail.js';

const { setRecommendProp: setRecommendPropEndpoint } = endpoints.genshin;

export type SetRecommendPropBody = BodyOf<typeof setRecommendPropEndpoint>;
/** The four stat lists the owner picks, or `null` to go back to the suggestion. */
export type CustomRelicProperties = SetRecommendPropBody['custom_properties'];

/** POST genshin/api/character/set_recommend_prop: the owner's preferred relic stats. */
export function setRecommendProp(body: SetRecommendPropBody): Promise<unknown> {
  return api.call(setRecommendPropEndpoint, body);
}

/**
 * Saves (or with `null` resets) one character's preferred relic stats, then refetches that
 * character's build so the block, its badge and the artifact highlights all follow.
 */
export function useSetRecommendProp(
  role: CurrentRole,
  characterId: number,
  options: { onSuccess?: (custom: CustomRelicProperties) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (custom: CustomRelicProperties) =>
      setRecommendProp({
        role_id: role.game_role_id,
        server: role.region,
        avatar_id: characterId,
        custom_properties: custom,
      }),
    onSuccess: async (_data, custom) => {
      const { queryKey } = getCharacterDetailQueryOptions(characterDetailBody(role, characterId));
      await queryClient.invalidateQueries({ queryKey });
      options.onSuccess?.(custom);
    },
  });
}
