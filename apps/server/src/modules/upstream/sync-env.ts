import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { fetchImage } from '../media/image-fetch.js';
import { fetchTransport } from './fetch-transport.js';
import { SecretBox } from './secret-box.js';
import type { SyncEnv } from './sync.service.js';
import { realSleep } from './upstream-client.js';
import type { UpstreamConfig } from './upstream.config.js';

/**
 * The environment of syncs and imports in a server or the CLI: the real network, clock and waits
 * unless a test replaces them.
 */
export function createSyncEnv(options: {
  db: Kysely<Database>;
  config: UpstreamConfig;
  /** The server's SECRET (the cookies' key is derived from it). */
  secret: string;
  catalog?: CatalogService | undefined;
  now?: () => number;
  overrides?: Partial<Pick<SyncEnv, 'transportFor' | 'fetchImage' | 'sleep' | 'random'>>;
}): SyncEnv {
  const { overrides = {} } = options;
  return {
    db: options.db,
    catalog: options.catalog,
    config: options.config,
    box: new SecretBox(options.secret),
    now: options.now ?? Date.now,
    sleep: overrides.sleep ?? realSleep,
    random: overrides.random ?? Math.random,
    transportFor: overrides.transportFor ?? ((host) => fetchTransport(host.origin)),
    fetchImage: overrides.fetchImage ?? fetchImage,
  };
}
