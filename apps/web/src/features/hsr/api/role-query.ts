import type { InputOf, endpoints } from '@chronicle/contract';
import { ApiError } from '../../../lib/api-client.js';
import type { CurrentRole } from '../../../lib/session.js';

type RoleQuery = InputOf<typeof endpoints.hkrpg.index>;

/** Every hkrpg endpoint takes the role and its server. */
export function roleQuery(role: CurrentRole | undefined): RoleQuery {
  return { role_id: role?.game_role_id ?? '', server: role?.region ?? '' };
}

/** A retcode (a switch off, not the owner) will not change on a retry; a network failure may. */
export const retryNetworkOnce = (failures: number, error: unknown) =>
  !(error instanceof ApiError) && failures < 1;
