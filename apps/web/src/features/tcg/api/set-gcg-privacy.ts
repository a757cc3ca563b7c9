import { endpoints, type BodyOf } from '@chronicle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { getGcgBasicInfoQueryOptions } from './get-gcg-basic-info.js';
import { gcgRole } from './role-query.js';

const { gcgSetPrivacySettings } = endpoints.genshin;

export type GcgSetPrivacyBody = BodyOf<typeof gcgSetPrivacySettings>;
/** One flag to change; the other keeps its value on the server. */
export type GcgPrivacyChange = Pick<GcgSetPrivacyBody, 'is_hide_covers' | 'is_hide_replays'>;

/** POST genshin/api/gcg/setPrivacySettings: hides or shows covers and replays to visitors. */
export function setGcgPrivacySettings(body: GcgSetPrivacyBody): Promise<unknown> {
  return api.call(gcgSetPrivacySettings, body);
}

/** Changes one visibility flag, then refetches the profile so the badges and toggles follow. */
export function useSetGcgPrivacy(role: CurrentRole, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GcgPrivacyChange) =>
      setGcgPrivacySettings({ ...gcgRole(role), ...change }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: getGcgBasicInfoQueryOptions(gcgRole(role)).queryKey,
      });
      options.onSuccess?.();
    },
  });
}
