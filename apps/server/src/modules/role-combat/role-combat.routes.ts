import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { cancelRedDot, getCharMaster, getRoleCombat } from './role-combat.service.js';

/** Masquerade Stage (role_combat, char_master) on every genshin/api mount (issue 4). */
export function registerRoleCombatRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  const { genshin } = endpoints;
  registerEndpoint(app, genshin.roleCombat, ({ query }, ctx) =>
    getRoleCombat(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, genshin.roleCombatCharMaster, ({ query }, ctx) =>
    getCharMaster(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, genshin.roleCombatRedDotCancel, ({ body }, ctx) =>
    cancelRedDot(deps, ctx.requireViewer(), body),
  );
}
