import type { CurrentRole } from '../../../lib/session.js';

/** `role_id` and `server` of a role, as every gcg call carries them. */
export function gcgRole(role: CurrentRole): { role_id: string; server: string } {
  return { role_id: role.game_role_id, server: role.region };
}
