import { endpoints, type IngestBundle } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { bodyPieces, leaveBodiesUnread, registerEndpoint } from '../../http/register-endpoint.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { invalidPayload } from './bundle-validation.js';
import type { IngestOutcome } from './ingest-job.js';
import type { IngestRunner } from './ingest-runner.js';

type GameIdLiteral = 1 | 2 | 6;

function gameIdParam(value: number): GameIdLiteral {
  if (value === 1 || value === 2 || value === 6) return value;
  throw invalidPayload(`params.game_id: unknown game ${value}`);
}

/**
 * The ingest API (service token required): every call is one transaction, run by `runner` one
 * after another (ingest-runner.ts). A bundle's body goes to the runner piece by piece as it
 * arrives: joining, parsing and checking tens of megabytes is work for the ingest worker, not for
 * the thread answering requests.
 */
export function registerIngestRoutes(
  app: FastifyInstance,
  deps: { runner: IngestRunner; catalog: CatalogService; bodyLimit: number },
): void {
  const options = { bodyLimit: deps.bodyLimit };
  const done = ({ result, catalogChanged }: IngestOutcome) => {
    if (catalogChanged) deps.catalog.invalidate();
    return result;
  };
  const apply = async (bundle: IngestBundle) => done(await deps.runner.run({ bundle }));

  void app.register((scope, _options, registered) => {
    leaveBodiesUnread(scope);
    registerEndpoint(
      scope,
      endpoints.ingest.putBundle,
      async (_input, { request }) => {
        // A bundle with accounts (and passwords) takes the accounts scope as well.
        const allowAccounts = request.serviceScopes?.includes('accounts') ?? false;
        return done(await deps.runner.runBody(bodyPieces(request, deps.bodyLimit), allowAccounts));
      },
      { ...options, rawBody: true },
    );
    registered();
  });

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
