import { RETCODE, type IngestBundle, type IngestResult } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import { parseBundle } from './bundle-validation.js';
import { applyBundle, type ApplyOptions } from './ingest.service.js';

/**
 * One call of the ingest API as the runner (ingest-runner.ts) carries it, in this thread or to the
 * ingest worker: a bundle the route has checked already, or the raw JSON body of `PUT bundle`
 * (parsing and checking tens of megabytes is work the worker takes off the request thread).
 */
export type IngestJob =
  | { bundle: IngestBundle }
  | {
      /** The body as it arrived, in pieces: joined where it is parsed. */
      json: readonly Uint8Array[];
      /** The caller's token has the `accounts` scope: the bundle may carry accounts. */
      allowAccounts: boolean;
    };

export interface IngestOutcome {
  result: IngestResult;
  /** The catalog changed: the caller drops its cached catalog. */
  catalogChanged: boolean;
}

/** What a body that is not JSON gets, as from every other JSON endpoint. */
const notJson = () =>
  new ApiError(RETCODE.INVALID_REQUEST, 'Invalid request: the body is not valid JSON');

function bundleOf(job: IngestJob): IngestBundle {
  if ('bundle' in job) return job.bundle;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(job.json).toString('utf8'));
  } catch {
    throw notJson();
  }
  // In the order Fastify would have checked it: the schema first, then the token's scope.
  const bundle = parseBundle(value);
  if (bundle.accounts?.length && !job.allowAccounts) {
    throw new ApiError(RETCODE.SERVICE_TOKEN_SCOPE);
  }
  return bundle;
}

/** Parses (raw jobs), checks and applies a job in one transaction. */
export async function runIngestJob(
  db: Kysely<Database>,
  job: IngestJob,
  options: ApplyOptions = {},
): Promise<IngestOutcome> {
  const bundle = bundleOf(job);
  const result = await applyBundle(db, bundle, options);
  return { result, catalogChanged: (bundle.catalog?.length ?? 0) > 0 };
}
