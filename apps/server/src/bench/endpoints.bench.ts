import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COOKIES,
  endpointPath,
  endpoints,
  type EndpointDef,
  type MountFamily,
} from '@chronicle/contract';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { createDb } from '../db/create-db.js';
import { AccountService } from '../modules/account/account.service.js';
import { prepareDatabase } from '../prepare-database.js';
import { testConfig, TEST_SECRET } from '../test/test-setup.js';

/*
 * Every endpoint a signed-in player reads, timed in one process (`app.inject`, one request at a
 * time) on the demo data as the demo traveler: what each costs next to `/healthz` in the same run.
 * The API benchmark (api.bench.ts) loads five endpoints over HTTP; this one finds the others that
 * cost many times as much (the record cards, character details, the events and the history did,
 * each parsing whole stored records on every request: docs/PERFORMANCE.md §4). Calls that change
 * something, service calls and paths with parameters are left out.
 */

const TRAVELER = 100000001;
/** The games of the families whose records need a role. */
const GAME_OF: Partial<Record<MountFamily, number>> = { hkrpg: 6, honkai3rd: 1 };

export interface EndpointTiming {
  /** `GET /game_record/genshin/api/index`. */
  call: string;
  retcode: number;
  bytes: number;
  /** Mean time per request, µs. */
  us: number;
}

export interface EndpointsResult {
  /** `/healthz`'s mean time per request, µs: what any request costs in this process. */
  floorUs: number;
  /** Slowest first. */
  timings: EndpointTiming[];
}

async function timed(run: () => Promise<unknown>, requests: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < requests; i++) await run();
  return ((performance.now() - started) * 1000) / requests;
}

/** Times each endpoint over `requests` requests after a fifth as many (at least 2) to warm up. */
export async function benchEndpoints(
  options: { requests?: number } = {},
): Promise<EndpointsResult> {
  const requests = options.requests ?? 200;
  const warmUp = Math.max(2, Math.floor(requests / 5));
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-bench-endpoints-'));
  const db = createDb(`sqlite:${join(dir, 'bench.db')}`);
  try {
    await prepareDatabase(db, { demo: true });
    const app = await buildApp(testConfig(), { db, logger: false });
    await app.ready();
    const token = await new AccountService(db, TEST_SECRET).startSession(TRAVELER);
    const cookies = { [COOKIES.uid]: String(TRAVELER), [COOKIES.token]: token };
    const roles = await db
      .selectFrom('game_roles')
      .select(['game_id', 'game_role_id', 'region'])
      .where('uid', '=', TRAVELER)
      .execute();
    const inject = (request: InjectOptions) => app.inject(request);
    // The floor, timed last, once the process has warmed up as it has for the others.
    const floor = () => inject({ url: '/healthz' });
    const timings: EndpointTiming[] = [];
    for (const group of Object.values(endpoints)) {
      for (const def of Object.values(group) as EndpointDef[]) {
        if (def.method !== 'GET' && def.method !== 'POST') continue;
        if (def.changesState || def.auth === 'service' || def.path.includes(':')) continue;
        const role = roles.find((r) => r.game_id === (GAME_OF[def.family] ?? 2));
        if (!role) continue;
        // What the records calls ask for; each endpoint reads the parameters it knows.
        const params = {
          role_id: role.game_role_id,
          server: role.region,
          schedule_type: '1',
          uid: String(TRAVELER),
          gid: '2',
          game_id: String(role.game_id),
          need_all: 'true',
        };
        const url = endpointPath(def);
        const request: InjectOptions =
          def.method === 'GET'
            ? { method: 'GET', url: `${url}?${new URLSearchParams(params).toString()}`, cookies }
            : {
                method: 'POST',
                url,
                cookies,
                payload: { ...params, character_ids: [10000002, 10000046] },
              };
        let retcode = -1;
        let bytes = 0;
        for (let i = 0; i < warmUp; i++) {
          const response = await inject(request);
          bytes = response.rawPayload.length;
          try {
            retcode = response.json<{ retcode: number }>().retcode;
          } catch {
            retcode = -1;
          }
        }
        const us = await timed(() => inject(request), requests);
        timings.push({ call: `${def.method} ${url}`, retcode, bytes, us });
      }
    }
    await timed(floor, warmUp);
    const floorUs = await timed(floor, requests);
    await app.close();
    return { floorUs, timings: timings.sort((a, b) => b.us - a.us) };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The report `npm run bench` prints: the slowest `top` endpoints. */
export function printEndpoints(r: EndpointsResult, top = 25): void {
  console.log(
    `\nEvery read endpoint in one process, one request at a time (SQLite, the demo traveler; /healthz ${r.floorUs.toFixed(0)} µs):`,
  );
  console.log(
    `  ${'µs/req'.padStart(8)}${'× healthz'.padStart(11)}${'retcode'.padStart(9)}${'bytes'.padStart(9)}  call`,
  );
  for (const t of r.timings.slice(0, top)) {
    console.log(
      `  ${t.us.toFixed(0).padStart(8)}${(t.us / r.floorUs).toFixed(1).padStart(10)}×${String(t.retcode).padStart(9)}${String(t.bytes).padStart(9)}  ${t.call}`,
    );
  }
  console.log(`  … ${Math.max(0, r.timings.length - top)} more, each faster`);
}
