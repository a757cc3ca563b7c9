import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '../../db/create-db.js';
import { migrateToLatest } from '../../db/migrations/migrate.js';
import { writeBundleFile } from './bundle-file.js';
import { generateData, seedDemo, DEFAULT_BUNDLE_ROLES } from './generate.js';

/*
 * `npm run bench:data -- --roles N [--db URL] [--seed S] [--from I] [--bundle B]`: fills a database
 * with N generated players through the real import path and prints the import rate and peak memory.
 * Without --db the database is a SQLite file in a fresh temporary folder, named at the end.
 * With `--file out.json` the players are written as one bundle file (for `chronicle import`) instead.
 */

const { values } = parseArgs({
  options: {
    roles: { type: 'string', default: '1000' },
    db: { type: 'string' },
    seed: { type: 'string', default: '1' },
    from: { type: 'string', default: '0' },
    bundle: { type: 'string', default: String(DEFAULT_BUNDLE_ROLES) },
    file: { type: 'string' },
  },
});

const roles = Number(values.roles);
const seed = Number(values.seed);
const from = Number(values.from);
const bundleRoles = Number(values.bundle);
for (const [name, value] of Object.entries({ roles, seed, from, bundle: bundleRoles })) {
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number`);
    process.exit(2);
  }
}

if (values.file !== undefined) {
  const { bytes } = await writeBundleFile(values.file, { roles, seed, from });
  console.log(`Wrote ${roles} roles to ${values.file} (${(bytes / 2 ** 20).toFixed(0)} MB)`);
  process.exit(0);
}

const url =
  values.db ?? `sqlite:${join(mkdtempSync(join(tmpdir(), 'chronicle-data-')), 'chronicle.db')}`;
const db = createDb(url);
await migrateToLatest(db);
await seedDemo(db);

let last = 0;
const result = await generateData(db, {
  roles,
  seed,
  from,
  bundleRoles,
  onProgress: (done, total) => {
    const now = performance.now();
    if (now - last < 2000 && done < total) return;
    last = now;
    process.stderr.write(`  ${done}/${total} roles\n`);
  },
});
await db.destroy();

console.log(`Generated ${result.roles} roles (${result.snapshots} snapshots, seed ${seed}):`);
console.log(
  `  wall time            ${(result.ms / 1000).toFixed(1)} s, ${result.rolesPerSecond.toFixed(0)} roles/s`,
);
console.log(
  `  import path alone    ${(result.importMs / 1000).toFixed(1)} s, ${result.importRolesPerSecond.toFixed(0)} roles/s`,
);
console.log(
  `  CPU time of import   ${(result.importCpuMs / 1000).toFixed(1)} s, ${(result.roles / (result.importCpuMs / 1000)).toFixed(0)} roles per CPU second`,
);
console.log(`  peak memory (RSS)    ${result.peakRssMb.toFixed(0)} MB`);
console.log(`  database             ${url}`);
