import { createHash } from 'node:crypto';
import { SNAPSHOT_KINDS, isSnapshotKind } from '@chronicle/contract';
import BetterSqlite3 from 'better-sqlite3';
import { bundleOf } from './roles.js';

/*
 * The import's baseline: the very rows the import path stores for generated roles (accounts, roles,
 * switches, snapshots and the versions of non-periodic ones, payloads serialized and hashed),
 * written with bare prepared statements into the same migrated schema, one transaction per bundle.
 * No validation, no checks, no public aggregates: the least any importer of these rows could do.
 */

const periodic = (kind: string) => isSnapshotKind(kind) && SNAPSHOT_KINDS[kind].periodic;

export function baselineImport(
  file: string,
  options: { roles: number; seed: number; bundleRoles: number },
): { ms: number } {
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  const account = database.prepare(
    `insert into accounts (uid, account, password_hash, nickname, avatar_url, introduce, gender,
     birth_date, created_at) values (?, ?, null, ?, '', '', 0, ?, ?)`,
  );
  const role = database.prepare(
    `insert into game_roles (game_id, game_role_id, uid, region, nickname, level, is_chosen,
     created_at) values (?, ?, ?, 'os_asia', ?, ?, 1, ?)`,
  );
  const toggle = database.prepare(
    'insert into privacy_switches (uid, game_id, switch_id, is_public) values (?, ?, ?, ?)',
  );
  const snapshot = database.prepare(
    `insert into record_snapshots (game_id, game_role_id, kind, period, captured_at, payload)
     values (?, ?, ?, ?, ?, ?)`,
  );
  const version = database.prepare(
    `insert into record_versions (game_id, game_role_id, kind, day, captured_at, hash, payload)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  let ms = 0;
  for (let i = 0; i < options.roles; i += options.bundleRoles) {
    const bundle = bundleOf(options.seed, i, Math.min(options.roles, i + options.bundleRoles));
    const started = performance.now();
    database.transaction(() => {
      const now = Date.now();
      for (const a of bundle.accounts ?? []) {
        account.run(a.uid, a.account, a.nickname, a.birth_date ?? null, now);
      }
      for (const r of bundle.roles ?? []) {
        role.run(r.game_id, r.game_role_id, r.uid, r.nickname, r.level, now);
      }
      for (const s of bundle.switches ?? []) {
        toggle.run(s.uid, s.game_id, s.switch_id, s.is_public ? 1 : 0);
      }
      for (const s of bundle.snapshots ?? []) {
        const at = typeof s.captured_at === 'number' ? s.captured_at : Date.parse(s.captured_at ?? '');
        const payload = JSON.stringify(s.payload);
        snapshot.run(s.game_id, s.game_role_id, s.kind, s.period ?? '', at, payload);
        if (periodic(s.kind)) continue;
        const hash = createHash('sha256').update(payload).digest('hex');
        const day = new Date(at).toISOString().slice(0, 10);
        version.run(s.game_id, s.game_role_id, s.kind, day, at, hash, payload);
      }
    })();
    ms += performance.now() - started;
  }
  database.close();
  return { ms };
}
