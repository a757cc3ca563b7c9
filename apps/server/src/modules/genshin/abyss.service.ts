import type { Lang, SpiralAbyssData } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Viewer } from '../../http/request-context.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { assertCanReadRole } from '../policy/policy.service.js';
import { abyssPeriod } from '../records/period-records.service.js';
import { presentAbyss } from './abyss.presenter.js';

const MAIN_GAME = 2;

export interface AbyssDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
  absolute: Absolutize;
}

export interface AbyssRequest {
  role_id: string;
  server: string;
  schedule_type?: number | undefined;
  period?: string | undefined;
}

/**
 * GET genshin/api/spiralAbyss: the policy of the overview (10001, 1009, 10102 for a visitor on a
 * private chronicle), then the current (1, default) or previous (2) stored period; a period that
 * was never stored is a valid empty one.
 */
export async function getSpiralAbyss(
  deps: AbyssDeps,
  viewer: Viewer | null,
  request: AbyssRequest,
  lang: Lang,
): Promise<SpiralAbyssData> {
  const { role } = await assertCanReadRole(deps.db, viewer, MAIN_GAME, request.role_id, {
    kind: 'spiral_abyss',
    server: request.server,
  });
  const [snapshot, catalog] = await Promise.all([
    abyssPeriod(deps.db, role.game_role_id, request),
    deps.catalog.current(),
  ]);
  return presentAbyss({ snapshot, catalog, lang, absolute: deps.absolute });
}
