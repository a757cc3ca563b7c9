import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { generateDemoBundle } from '@chronicle/demo';
import { hasAccounts } from '../../modules/account/account.service.js';
import { parseBundle } from '../../modules/ingest/bundle-validation.js';
import { applyBundle } from '../../modules/ingest/ingest.service.js';
import { bundleOf } from './roles.js';

/*
 * Fills a database with generated players through the import path the ingest API and `chronicle
 * import` use (schema check, then one transaction per bundle). Bundles are built one at a time
 * and dropped once stored, so memory stays flat however many roles are asked for.
 */

export interface GenerateOptions {
  roles: number;
  seed: number;
  /** Roles per bundle (one transaction each). */
  bundleRoles?: number;
  /** First generated role (to grow an existing database); 0 by default. */
  from?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface GenerateResult {
  roles: number;
  snapshots: number;
  bundles: number;
  /** Wall time, generating included. */
  ms: number;
  /** Time spent in the import path alone (schema check and transaction). */
  importMs: number;
  rolesPerSecond: number;
  importRolesPerSecond: number;
  /** CPU time of this process (user and system) during the import path alone. */
  importCpuMs: number;
  /** Peak resident memory of this process (MB) when the import ended. */
  peakRssMb: number;
}

export const DEFAULT_BUNDLE_ROLES = 250;

/**
 * The demo data set first (its catalog names the generated characters, bosses and enemies, and its
 * accounts give benchmarks a signed-in visitor), unless the database already has accounts.
 */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  if (await hasAccounts(db)) return;
  const demo = generateDemoBundle();
  // The demo passwords are hashed with argon2: the generated accounts have none.
  await applyBundle(db, parseBundle(demo));
}

export async function generateData(
  db: Kysely<Database>,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const step = Math.max(1, options.bundleRoles ?? DEFAULT_BUNDLE_ROLES);
  const from = options.from ?? 0;
  const to = from + options.roles;
  let snapshots = 0;
  let bundles = 0;
  let importMs = 0;
  let importCpuMs = 0;
  const started = performance.now();
  for (let i = from; i < to; i += step) {
    const generated = bundleOf(options.seed, i, Math.min(to, i + step));
    const importing = performance.now();
    const cpu = process.cpuUsage();
    const result = await applyBundle(db, parseBundle(generated));
    const spent = process.cpuUsage(cpu);
    importCpuMs += (spent.user + spent.system) / 1000;
    importMs += performance.now() - importing;
    snapshots += result.snapshots;
    bundles += 1;
    options.onProgress?.(Math.min(to, i + step) - from, options.roles);
  }
  const ms = performance.now() - started;
  return {
    roles: options.roles,
    snapshots,
    bundles,
    ms,
    importMs,
    importCpuMs,
    rolesPerSecond: options.roles / (ms / 1000),
    importRolesPerSecond: options.roles / (importMs / 1000),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}
