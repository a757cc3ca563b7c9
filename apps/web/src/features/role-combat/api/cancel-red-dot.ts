import { endpoints } from '@chronicle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { charMasterQueryOptions } from './get-char-master.js';

const { roleCombatRedDotCancel } = endpoints.genshin;

/** The owner dismisses one red dot (an avatar id) or all (undefined); the list refetches after. */
export function useCancelRedDot(role: CurrentRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (avatarId: number | undefined) =>
      api.call(roleCombatRedDotCancel, {
        role_id: role.game_role_id,
        server: role.region,
        ...(avatarId === undefined ? {} : { avatar_id: avatarId }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: charMasterQueryOptions(role).queryKey }),
  });
}
