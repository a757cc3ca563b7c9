import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../../test/test-setup.js';
import { SqlRiskStore } from './risk.sql-store.js';
import type { Subject } from './risk.store.js';

const RETAIN = 600_000;
const bob: Subject = 'account:100000002';
const carol: Subject = 'account:100000003';

describe.each(testDatabases())('the risk store in the database (%s)', (kind) => {
  let test: TestDb;
  let store: SqlRiskStore;

  beforeAll(async () => {
    test = await openTestDb(kind);
    store = new SqlRiskStore(test.db);
    // Bob reads one role 6 times and another once; Carol reads a third role once.
    for (let at = 1000; at < 1006; at++) {
      await store.addEvents([{ subject: bob, kind: 'read', target: '2:A', retainMs: RETAIN }], at);
    }
    await store.addEvents(
      [
        { subject: bob, kind: 'read', target: '2:B', retainMs: RETAIN },
        { subject: carol, kind: 'read', target: '2:C', retainMs: RETAIN },
      ],
      1010,
    );
  });
  afterAll(() => test.drop());

  it('counts every event and each target once', async () => {
    expect(await store.counts(bob, 'read', 0)).toEqual({ total: 7, distinct: 2 });
    expect(await store.counts(carol, 'read', 0)).toEqual({ total: 1, distinct: 1 });
  });

  it('stops counting events at the cap, and still counts the targets exactly', async () => {
    expect(await store.counts(bob, 'read', 0, 3)).toEqual({ total: 3, distinct: 2 });
    expect(
      await store.countsMany([
        { subject: bob, kind: 'read', since: 0, cap: 7 },
        { subject: carol, kind: 'read', since: 0, cap: 3 },
      ]),
    ).toEqual([
      { total: 7, distinct: 2 },
      { total: 1, distinct: 1 },
    ]);
  });

  it('counts a target in a window by its latest event', async () => {
    // Since 1005: A's last read (1005) and B's (1010) are in, the earlier reads of A are not.
    expect(await store.counts(bob, 'read', 1005)).toEqual({ total: 2, distinct: 2 });
    expect(await store.counts(bob, 'read', 1006)).toEqual({ total: 1, distinct: 1 });
    expect(await store.hasTarget(bob, 'read', '2:A', 1005)).toBe(true);
    expect(await store.hasTarget(bob, 'read', '2:A', 1006)).toBe(false);
    expect(await store.hasTarget(carol, 'read', '2:A', 0)).toBe(false);
  });

  it('writes the events of one turn together, each caller waiting for its own', async () => {
    // Thirty readers at once, two events each (more rows than one statement takes), one of them
    // reading the same role twice with a later time last: all counted, each target at its latest.
    const readers = Array.from({ length: 30 }, (_, i): Subject => `account:${200000000 + i}`);
    await Promise.all(
      readers.map((subject, i) =>
        store.addEvents(
          [
            { subject, kind: 'read', target: '2:X', retainMs: RETAIN },
            { subject, kind: 'read', target: `2:Y${i}`, retainMs: RETAIN },
          ],
          3000 + i,
        ),
      ),
    );
    const first = readers[0] as Subject;
    await Promise.all([
      store.addEvents([{ subject: first, kind: 'read', target: '2:X', retainMs: RETAIN }], 3100),
      store.addEvents([{ subject: first, kind: 'read', target: '2:X', retainMs: RETAIN }], 3050),
    ]);
    const counts = await store.countsMany(
      readers.map((subject) => ({ subject, kind: 'read' as const, since: 0 })),
    );
    expect(counts[0]).toEqual({ total: 4, distinct: 2 });
    expect(counts.slice(1)).toEqual(readers.slice(1).map(() => ({ total: 2, distinct: 2 })));
    expect(await store.hasTarget(first, 'read', '2:X', 3100)).toBe(true);
    expect(await store.hasTarget(first, 'read', '2:X', 3101)).toBe(false);
  });

  it('makes one write of the events of ten readers in one turn', async () => {
    // Every statement of the store goes through its Kysely's executeQuery (db/prepared.ts).
    const spy = vi.spyOn(Kysely.prototype, 'executeQuery');
    try {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          store.addEvents(
            [
              {
                subject: `account:${210000000 + i}`,
                kind: 'read',
                target: '2:Z',
                retainMs: RETAIN,
              },
            ],
            4000,
          ),
        ),
      );
      // SQLite: the events' insert and the targets' upsert; PostgreSQL: both in one statement.
      expect(spy).toHaveBeenCalledTimes(kind === 'postgres' ? 1 : 2);
    } finally {
      spy.mockRestore();
    }
    expect(await store.counts('account:210000009', 'read', 0)).toEqual({ total: 1, distinct: 1 });
  });

  it('forgets a cleared subject’s targets with its events', async () => {
    expect(await store.clear(carol, 2000)).toBe(true);
    expect(await store.counts(carol, 'read', 0)).toEqual({ total: 0, distinct: 0 });
    expect(await store.hasTarget(carol, 'read', '2:C', 0)).toBe(false);
    expect(await store.counts(bob, 'read', 0)).toEqual({ total: 7, distinct: 2 });
  });
});
