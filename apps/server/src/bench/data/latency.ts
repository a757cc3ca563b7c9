import { COOKIES, serverForUid } from '@chronicle/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { CHARACTERS, mulberry32 } from '@chronicle/demo';
import { AccountService } from '../../modules/account/account.service.js';
import { TEST_SECRET } from '../../test/test-setup.js';
import { generateRole } from './roles.js';

/*
 * Latency of the pages a database's size could slow down, read by a signed-in visitor through
 * `app.inject()` one request at a time (so a sample is the time to serve it, not time spent
 * queued). Each record request names another generated role picked at random over the whole
 * database, as a crawler or a crowd of players would: a large database is read where it is cold.
 */

export const PAGES = [
  'index',
  'character list',
  'spiral abyss',
  'record card',
  'wiki page',
  'popularity',
] as const;
export type Page = (typeof PAGES)[number];

/** The demo traveler: a visitor of every generated role. */
const VISITOR = 100000001;
const BASE = '/game_record/genshin/api';
/** More than the index answer cache holds (256). */
const RECENT = 300;

export interface Sampler {
  next(page: Page): InjectOptions;
}

/** Requests of the pages over `roles` generated roles (the public ones, as visitors only see those). */
export async function samplerFor(
  db: Kysely<Database>,
  seed: number,
  roles: number,
): Promise<Sampler> {
  const token = await new AccountService(db, TEST_SECRET).startSession(VISITOR);
  const cookies = { [COOKIES.uid]: String(VISITOR), [COOKIES.token]: token };
  // The same requests in every run.
  const random = mulberry32(seed * 7919 + roles);
  // The roles each page read last: not read again while an answer cache could still hold them,
  // so a small database is not served from memory where a large one would not be.
  const recent = new Map<Page, number[]>();
  const publicRole = (page: Page) => {
    const last = recent.get(page) ?? [];
    recent.set(page, last);
    for (;;) {
      const index = Math.floor(random() * roles);
      if (last.includes(index)) continue;
      const player = generateRole(seed, index);
      const open = player.switches.every((s) => s.is_public) && !player.account.birth_date;
      const server = serverForUid(2, player.role.game_role_id);
      if (!open || !server) continue;
      last.push(index);
      if (last.length > Math.min(RECENT, roles / 4)) last.shift();
      return { uid: player.account.uid, roleId: player.role.game_role_id, server };
    }
  };
  const characters = CHARACTERS.map((c) => c.id);
  return {
    next(page) {
      if (page === 'wiki page') {
        const id = characters[Math.floor(random() * characters.length)] ?? characters[0];
        return { method: 'GET', url: `/wiki/characters/${id}`, cookies };
      }
      if (page === 'popularity') {
        return { method: 'GET', url: `${BASE}/hard_challenge/popularity`, cookies };
      }
      const role = publicRole(page);
      const query = `role_id=${role.roleId}&server=${role.server}`;
      if (page === 'index') return { method: 'GET', url: `${BASE}/index?${query}`, cookies };
      if (page === 'spiral abyss') {
        return { method: 'GET', url: `${BASE}/spiralAbyss?${query}&schedule_type=1`, cookies };
      }
      if (page === 'record card') {
        return {
          method: 'GET',
          url: `/game_record/card/wapi/getGameRecordCard?uid=${role.uid}`,
          cookies,
        };
      }
      return {
        method: 'POST',
        url: `${BASE}/character/list`,
        payload: { role_id: role.roleId, server: role.server },
        cookies,
      };
    },
  };
}

/** Serves `count` requests of a page one after the other; the time of each in ms. */
export async function sample(
  app: FastifyInstance,
  sampler: Sampler,
  page: Page,
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const request = sampler.next(page);
    const started = performance.now();
    const response = await app.inject(request);
    times.push(performance.now() - started);
    const ok =
      page === 'wiki page'
        ? response.statusCode === 200
        : (response.json<{ retcode: number }>().retcode === 0);
    if (!ok) {
      const url = typeof request.url === 'string' ? request.url : '';
      throw new Error(`${page} ${url} answered ${response.body.slice(0, 200)}`);
    }
  }
  return times;
}

/** The value below which `share` of the samples fall (nearest rank). */
export function percentile(times: readonly number[], share: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
