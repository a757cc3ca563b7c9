import {
  isSnapshotKind,
  SNAPSHOT_KINDS,
  type CatalogEntry,
  type IngestAccount,
  type IngestRole,
  type IngestSnapshot,
  type IngestSwitch,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { rolesOfAccount } from '../binding/binding.repository.js';
import { fromJson } from '../../db/dialect.js';

/*
 * "Download my data" (issue 18): an account's everything as one ingest bundle (the same JSON that
 * `chronicle import` and the ingest API take), streamed piece by piece so no whole-account string
 * is ever held in memory. Every period and every kept version is in it, oldest first, so an import
 * on an empty server stores the same records and the same history. Passwords never leave the
 * server: an imported account has none until `chronicle user password` sets it.
 */

/** The account row as the bundle carries it (no password). */
async function accountPart(db: Kysely<Database>, uid: number): Promise<IngestAccount | undefined> {
  const row = await db.selectFrom('accounts').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!row) return undefined;
  return {
    uid: Number(row.uid),
    account: row.account,
    nickname: row.nickname,
    birth_date: row.birth_date,
    avatar_url: row.avatar_url,
    introduce: row.introduce,
    gender: row.gender,
  };
}

/** The catalog (names, icons and texts the records refer to) as bundle entries, a kind at a time. */
async function* catalogEntries(db: Kysely<Database>): AsyncGenerator<CatalogEntry> {
  const kinds = await db
    .selectFrom('catalog_items')
    .select('kind')
    .distinct()
    .orderBy('kind')
    .execute();
  for (const { kind } of kinds) {
    const [items, texts] = await Promise.all([
      db.selectFrom('catalog_items').selectAll().where('kind', '=', kind).orderBy('id').execute(),
      db.selectFrom('catalog_texts').selectAll().where('kind', '=', kind).execute(),
    ]);
    const byId = new Map<number, typeof texts>();
    for (const text of texts) {
      const id = Number(text.id);
      byId.set(id, [...(byId.get(id) ?? []), text]);
    }
    for (const item of items) {
      const names: Record<string, string> = {};
      const localized: Record<string, Record<string, string>> = {};
      for (const text of byId.get(Number(item.id)) ?? []) {
        names[text.lang] = text.name;
        const map = fromJson<Record<string, string>>(text.texts, {});
        if (Object.keys(map).length > 0) localized[text.lang] = map;
      }
      const english = names['en-us'] || Object.values(names).find(Boolean) || String(item.id);
      yield {
        kind: item.kind as CatalogEntry['kind'],
        id: Number(item.id),
        ...(item.icon ? { icon: item.icon } : {}),
        attrs: fromJson<NonNullable<CatalogEntry['attrs']>>(item.attrs, {}),
        names: { ...names, 'en-us': english },
        ...(Object.keys(localized).length > 0 ? { texts: localized } : {}),
      };
    }
  }
}

/**
 * A role's snapshots, oldest first within each kind: every stored period, and for the other kinds
 * every kept version followed by the current snapshot when it is not the last version already.
 */
async function* roleSnapshots(
  db: Kysely<Database>,
  role: { game_id: number; game_role_id: string },
): AsyncGenerator<IngestSnapshot> {
  const kinds = await db
    .selectFrom('record_snapshots')
    .select('kind')
    .distinct()
    .where('game_id', '=', role.game_id)
    .where('game_role_id', '=', role.game_role_id)
    .orderBy('kind')
    .execute();
  const base = {
    game_id: role.game_id as IngestSnapshot['game_id'],
    game_role_id: role.game_role_id,
  };
  for (const { kind } of kinds) {
    const periodic = isSnapshotKind(kind) && SNAPSHOT_KINDS[kind].periodic;
    let lastVersion: string | undefined;
    if (!periodic) {
      const versions = await db
        .selectFrom('record_versions')
        .select(['captured_at', 'payload'])
        .where('game_id', '=', role.game_id)
        .where('game_role_id', '=', role.game_role_id)
        .where('kind', '=', kind)
        .orderBy('captured_at')
        .execute();
      for (const v of versions) {
        lastVersion = v.payload;
        yield {
          ...base,
          kind,
          period: '',
          captured_at: Number(v.captured_at),
          payload: JSON.parse(v.payload) as unknown,
        };
      }
    }
    const rows = await db
      .selectFrom('record_snapshots')
      .select(['period', 'captured_at', 'payload'])
      .where('game_id', '=', role.game_id)
      .where('game_role_id', '=', role.game_role_id)
      .where('kind', '=', kind)
      .orderBy('captured_at')
      .execute();
    for (const row of rows) {
      if (!periodic && row.payload === lastVersion) continue;
      yield {
        ...base,
        kind,
        period: row.period,
        captured_at: Number(row.captured_at),
        payload: JSON.parse(row.payload) as unknown,
      };
    }
  }
}

/** Writes `"name":[…]` of a bundle from items, comma-separated, one item at a time. */
async function* arrayPart<T>(name: string, items: AsyncIterable<T> | Iterable<T>, first = false) {
  yield `${first ? '' : ','}\n${JSON.stringify(name)}:[`;
  let n = 0;
  for await (const item of items) {
    yield `${n++ === 0 ? '\n' : ',\n'}${JSON.stringify(item)}`;
  }
  yield '\n]';
}

/** Counts of what an export carried. */
export interface ExportCounts {
  roles: number;
  snapshots: number;
  catalog: number;
}

/**
 * The account's data as an ingest bundle, in pieces of text to write in order (see the file's
 * comment); undefined when no such account exists. `counts` is filled in as the pieces are taken.
 */
export async function chronicleExport(
  db: Kysely<Database>,
  uid: number,
  counts: ExportCounts = { roles: 0, snapshots: 0, catalog: 0 },
): Promise<AsyncGenerator<string> | undefined> {
  const account = await accountPart(db, uid);
  if (!account) return undefined;
  const roles = await rolesOfAccount(db, uid);
  const switches = await db
    .selectFrom('privacy_switches')
    .selectAll()
    .where('uid', '=', uid)
    .execute();
  return (async function* () {
    yield '{';
    yield* arrayPart('accounts', [account], true);
    const ingestRoles: IngestRole[] = roles.map((r) => ({
      game_id: r.game_id as IngestRole['game_id'],
      game_role_id: r.game_role_id,
      uid,
      region: r.region,
      nickname: r.nickname,
      level: r.level,
      is_chosen: r.is_chosen === 1,
    }));
    counts.roles = ingestRoles.length;
    yield* arrayPart('roles', ingestRoles);
    const ingestSwitches: IngestSwitch[] = switches.map((s) => ({
      uid,
      game_id: s.game_id as IngestSwitch['game_id'],
      switch_id: s.switch_id,
      is_public: s.is_public === 1,
    }));
    yield* arrayPart('switches', ingestSwitches);
    yield* arrayPart(
      'catalog',
      (async function* () {
        for await (const entry of catalogEntries(db)) {
          counts.catalog += 1;
          yield entry;
        }
      })(),
    );
    yield* arrayPart(
      'snapshots',
      (async function* () {
        for (const role of roles) {
          for await (const snapshot of roleSnapshots(db, role)) {
            counts.snapshots += 1;
            yield snapshot;
          }
        }
      })(),
    );
    yield '\n}\n';
  })();
}
