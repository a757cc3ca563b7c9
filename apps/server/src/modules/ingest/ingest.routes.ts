import { RETCODE, endpoints, type IngestBundle } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { invalidPayload } from './bundle-validation.js';
import { applyBundle } from './ingest.service.js';

type GameIdLiteral = 1 | 2 | 6;

function gameIdParam(value: number): GameIdLiteral {
  if (value === 1 || value === 2 || value === 6) return value;
  throw invalidPayload(`params.game_id: unknown game ${value}`);
}

/** The ingest API (service token required): every call is one transaction. */
export function registerIngestRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; catalog: CatalogService; bodyLimit: number },
): void {
  const options = { bodyLimit: deps.bodyLimit };
  const apply = async (bundle: IngestBundle) => {
    const result = await applyBundle(deps.db, bundle);
    if (bundle.catalog?.length) deps.catalog.invalidate();
    return result;
  };

  registerEndpoint(
    app,
    endpoints.ingest.putBundle,
    ({ body }, { request }) => {
      // A bundle may carry accounts (with passwords): that takes the accounts scope as well.
      if (body.accounts?.length && !request.serviceScopes?.includes('accounts')) {
        throw new ApiError(RETCODE.SERVICE_TOKEN_SCOPE);
      }
      return apply(body);
    },
    options,
  );

  registerEndpoint(
    app,
    endpoints.ingest.putAccount,
    ({ params, body }) => apply({ accounts: [{ ...body, uid: params.uid }] }),
    options,
  );

  registerEndpoint(
    app,
    endpoints.ingest.putRole,
    ({ params, body }) =>
      apply({
        roles: [
          { ...body, game_id: gameIdParam(params.game_id), game_role_id: params.game_role_id },
        ],
      }),
    options,
  );

  registerEndpoint(
    app,
    endpoints.ingest.putSwitches,
    ({ body }) => apply({ switches: body.switches }),
    options,
  );

  registerEndpoint(
    app,
    endpoints.ingest.putCatalog,
    ({ body }) => apply({ catalog: body.entries }),
    options,
  );

  registerEndpoint(
    app,
    endpoints.ingest.putSnapshot,
    ({ params, body }) =>
      apply({
        snapshots: [
          {
            game_id: gameIdParam(params.game_id),
            game_role_id: params.game_role_id,
            kind: params.kind,
            period: body.period,
            captured_at: body.captured_at,
            payload: body.payload,
          },
        ],
      }),
    options,
  );
}
