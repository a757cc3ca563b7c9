import { endpoints, type BodyOf } from '@chronicle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { getGcgBasicInfoQueryOptions } from './get-gcg-basic-info.js';
import type { GcgCoverCategory } from './gcg-types.js';
import { gcgRole } from './role-query.js';

const { gcgSetCover } = endpoints.genshin;

export type GcgSetCoverBody = BodyOf<typeof gcgSetCover>;

/** POST genshin/api/gcg/setCover: the owner shows one of their cards in the profile showcase. */
export function setGcgCover(body: GcgSetCoverBody): Promise<unknown> {
  return api.call(gcgSetCover, body);
}

/** Sets a cover, then refetches the profile so the showcase follows. */
export function useSetGcgCover(role: CurrentRole, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { category: GcgCoverCategory; card_id: number }) =>
      setGcgCover({ ...gcgRole(role), ...choice }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: getGcgBasicInfoQueryOptions(gcgRole(role)).queryKey,
      });
      options.onSuccess?.();
    },
  });
}
