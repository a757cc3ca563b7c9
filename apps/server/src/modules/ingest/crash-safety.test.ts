import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IngestBundle } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-setup.js';
import { ABSENT, bundleCensus, largeBundle, wholeRows } from './crash-bundles.test-support.js';
import {
  builtPrograms,
  healthy,
  sigkill,
  startServer,
  waitUntil,
  type Child,
  type Programs,
} from './crash-children.test-support.js';
import { catchWriteInFlight, openCrashDb, type CrashDb } from './crash-db.test-support.js';
import { createServiceToken } from './service-token.service.js';

/*
 * kill -9 in the middle of a large import, through the CLI and through the ingest API, on SQLite
 * and (with TEST_DATABASE_URL) PostgreSQL. The kill lands once a write transaction is seen open,
 * never after a fixed sleep. Afterwards the database passes its integrity checks, every bundle is
 * wholly there or wholly absent (each carries ids of its own, see crash-bundles.test-support.ts),
 * and importing again completes. When an import outruns the kill, the next attempt is bigger.
 */

/** Roles per bundle on each attempt: the first nearly always suffices. */
const SIZES = [100, 1000, 5000];
/** Bundles of the CLI import: the kill waits for the first to be committed. */
const CLI_BUNDLES = 3;

type State = 'whole' | 'absent';

/** Bundle k's rows must be all there or none there; which one it is. */
async function stateOf(crash: CrashDb, k: number, roles: number): Promise<State> {
  const rows = await bundleCensus(crash.db, k);
  expect([wholeRows(roles), ABSENT], `bundle ${k}`).toContainEqual(rows);
  return rows.accounts === 0 ? 'absent' : 'whole';
}

function writeBundles(roles: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-crash-bundles-'));
  for (let k = 0; k < CLI_BUNDLES; k += 1) {
    fs.writeFileSync(path.join(dir, `bundle-${k}.json`), JSON.stringify(largeBundle(k, roles)));
  }
  return dir;
}

/** The answer of PUT /ingest/v1/bundle, or null when the connection died without one. */
async function putBundle(
  base: string,
  token: string,
  bundle: IngestBundle,
): Promise<{ retcode: number; message: string } | null> {
  try {
    const res = await fetch(`${base}/ingest/v1/bundle`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(bundle),
    });
    return (await res.json()) as { retcode: number; message: string };
  } catch {
    return null;
  }
}

/**
 * One CLI attempt on a fresh database: false when the import finished before the kill; true when
 * the kill landed mid-import, after which the re-run is checked as well.
 */
async function cliAttempt(programs: Programs, crash: CrashDb, roles: number): Promise<boolean> {
  const dir = writeBundles(roles);
  const children: Child[] = [];
  const run = () => {
    const child = programs.start('cli', ['import', dir], { DATABASE_URL: crash.url });
    children.push(child);
    return child;
  };
  try {
    const cli = run();
    const whole = JSON.stringify(wholeRows(roles));
    await waitUntil(
      'bundle 0 is committed',
      async () => JSON.stringify(await bundleCensus(crash.db, 0)) === whole,
      cli,
    );
    const caught = await catchWriteInFlight(crash, cli);
    const killed = await sigkill(cli);
    if (!killed) expect((await cli.exited).code, cli.output()).toBe(0);

    expect(await crash.integrity()).toBe('ok');
    const states: State[] = [];
    for (let k = 0; k < CLI_BUNDLES; k += 1) states.push(await stateOf(crash, k, roles));
    expect(states[0]).toBe('whole');
    // Files go in order, one transaction each: nothing is whole after the first absent one.
    expect(states.join(' ')).toMatch(/^whole( whole)*( absent)*$/);
    if (!(caught && killed && states.includes('absent'))) return false;

    // The same import again finishes, and the bundles already there are not doubled.
    const rerun = run();
    expect((await rerun.exited).code, rerun.output()).toBe(0);
    expect(rerun.output()).toContain(`from ${CLI_BUNDLES} file(s)`);
    expect(await crash.integrity()).toBe('ok');
    for (let k = 0; k < CLI_BUNDLES; k += 1) expect(await stateOf(crash, k, roles)).toBe('whole');
    return true;
  } finally {
    for (const child of children) await sigkill(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const programs = builtPrograms();
const built = () => programs;

for (const kind of testDatabases()) {
  // A busy CI machine is slow: the limits only bound a hung run.
  describe(`crash safety: kill -9 during a large import [${kind}]`, { timeout: 400_000 }, () => {
    it('chronicle import killed mid-bundle: each bundle whole or absent, a re-run completes', async () => {
      let landed = false;
      for (const roles of SIZES) {
        const crash = await openCrashDb(kind);
        try {
          landed = await cliAttempt(built(), crash, roles);
        } finally {
          await crash.drop();
        }
        if (landed) break;
      }
      expect(landed, 'the kill never landed while a bundle was being written').toBe(true);
    });

    it('the server killed while PUT /ingest/v1/bundle is applied: nothing half-written, it restarts', async () => {
      const crash = await openCrashDb(kind);
      let server: { child: Child; base: string } | undefined;
      try {
        const token = await createServiceToken(crash.db, 'crash-safety');
        server = await startServer(built(), crash.url);
        const first = SIZES[0] ?? 0;
        expect((await putBundle(server.base, token, largeBundle(0, first)))?.retcode).toBe(0);
        expect(await stateOf(crash, 0, first)).toBe('whole');

        // Bundle k (1, 2, 3), bigger each time, until a kill lands mid-transaction.
        let cut: { k: number; roles: number } | undefined;
        const done: { k: number; roles: number }[] = [];
        for (const [i, roles] of SIZES.entries()) {
          const k = i + 1;
          let settled = false;
          const upload = putBundle(server.base, token, largeBundle(k, roles)).finally(() => {
            settled = true;
          });
          const caught = await catchWriteInFlight(crash, server.child, () => settled);
          const killed = caught && (await sigkill(server.child));
          const answer = await upload;
          if (!killed) expect(answer?.retcode, server.child.output()).toBe(0);

          expect(await crash.integrity()).toBe('ok');
          expect(await stateOf(crash, 0, first)).toBe('whole');
          const state = await stateOf(crash, k, roles);
          // A bundle the server acknowledged is there in full.
          if (answer?.retcode === 0) expect(state).toBe('whole');
          if (killed && state === 'absent') {
            cut = { k, roles };
            break;
          }
          done.push({ k, roles });
          if (killed) server = await startServer(built(), crash.url);
        }
        expect(cut, 'the kill never landed while a bundle was being written').toBeDefined();
        if (!cut) return;

        // Restarted on the same database: it answers, and what it finds is whole.
        server = await startServer(built(), crash.url);
        expect(await healthy(server.base)).toBe(true);
        expect(await stateOf(crash, 0, first)).toBe('whole');
        for (const d of done) expect(await stateOf(crash, d.k, d.roles)).toBe('whole');
        expect(await stateOf(crash, cut.k, cut.roles)).toBe('absent');

        // The interrupted upload sent again is applied in full.
        const again = await putBundle(server.base, token, largeBundle(cut.k, cut.roles));
        expect(again?.retcode, server.child.output()).toBe(0);
        expect(await stateOf(crash, cut.k, cut.roles)).toBe('whole');
        server.child.proc.kill('SIGTERM');
        expect((await server.child.exited).code, server.child.output()).toBe(0);
        expect(await crash.integrity()).toBe('ok');
      } finally {
        if (server) await sigkill(server.child);
        await crash.drop();
      }
    });
  });
}
