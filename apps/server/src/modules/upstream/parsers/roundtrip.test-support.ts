import { COOKIES, type GameId, type Lang } from '@chronicle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '@chronicle/demo';
import { TestEnv, testDatabases, type DbKind } from '../../../test/harness.js';
import { assertSnapshot } from '../../ingest/bundle-validation.js';
import { runGroup, type Envelope } from '../group-runner.js';
import { storeParsedRecords } from '../records-store.js';
import { wireRequest, type WireRequest } from '../upstream-request.js';
import { demoWithoutPasswords } from '../upstream.test-support.js';
import {
  type ParsedRecords,
  type UpstreamAnswer,
  type UpstreamGroup,
  type UpstreamRequest,
  type UpstreamRole,
} from './parse-kit.js';
import { AnswerShapeError, keyPath } from './answer-reader.js';

/*
 * The property every parser group must hold (issue 17): for every demo role of its game and several
 * languages, the answers a Chronicle server presents, parsed and stored on an empty server, are
 * presented there exactly as before: present(parse(present(x))) equals present(x). The empty server
 * gets only what the group's parse returns (a fresh catalog each time), so a field the parser drops
 * changes an answer and fails the test. A second check mutates answers: unknown extra fields change
 * nothing, and a deleted or mistyped field either parses into a valid payload or fails with an
 * `AnswerShapeError` naming that field's path.
 */

/** The fixed clock of both servers: the notes' recovery times do not move during a test. */
export const ROUNDTRIP_NOW = Date.parse('2026-11-20T08:00:00.000Z');

/** The languages every group is checked in: Latin, Japanese and Thai script. */
export const ROUNDTRIP_LANGS: readonly Lang[] = ['en-us', 'ja-jp', 'th-th'];

export interface RoundTripOptions {
  /** Languages (default `ROUNDTRIP_LANGS`). */
  langs?: readonly Lang[];
  /**
   * JSON paths of objects keyed by data (ids, stat names) rather than by field names, written with
   * `[*]` for any array index: `$.data.property_map`, `$.data.list[*].stats`. The extra-field probe
   * is not put into these.
   */
  mapPaths?: readonly string[];
}

const PROBE_KEY = 'chronicle_probe_unknown_field';
const MAX_MUTATIONS_PER_ANSWER = 160;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Sends wire requests to an in-process app. */
async function send(env: TestEnv, request: WireRequest): Promise<Envelope> {
  const response = await env.app.inject({
    method: request.method,
    url: request.path,
    headers: request.headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  expect(response.statusCode, `${request.method} ${request.path}`).toBe(200);
  return response.json<Envelope>();
}

function wire(request: UpstreamRequest, lang: Lang, cookies: Record<string, string>): WireRequest {
  return wireRequest(request.endpoint, request.input, {
    lang,
    cookies,
    dsSalt: 'roundtrip-test-salt',
    now: ROUNDTRIP_NOW,
  });
}

/** Empties the target and gives it the source's account, role and switches, nothing else. */
async function resetTarget(
  target: TestEnv,
  source: TestEnv,
  uid: number,
  gameId: number,
  roleId: string,
): Promise<void> {
  const db = target.db;
  for (const table of [
    'record_snapshots',
    'role_settings',
    'character_preferences',
    'catalog_texts',
    'catalog_items',
    'privacy_switches',
    'game_roles',
    'sessions',
    'beginner_guides',
    'accounts',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  const account = await source.db
    .selectFrom('accounts')
    .selectAll()
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  await db.insertInto('accounts').values(account).execute();
  const role = await source.db
    .selectFrom('game_roles')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  await db.insertInto('game_roles').values(role).execute();
  const switches = await source.db
    .selectFrom('privacy_switches')
    .selectAll()
    .where('uid', '=', uid)
    .execute();
  if (switches.length > 0) await db.insertInto('privacy_switches').values(switches).execute();
  target.app.catalogService.invalidate();
}

interface Fetched {
  answers: UpstreamAnswer[];
  requests: { request: UpstreamRequest; envelope: Envelope }[];
}

/** Runs a group against the source as the role's owner, keeping every envelope. */
async function fetchGroup(
  env: TestEnv,
  group: UpstreamGroup,
  role: UpstreamRole,
  lang: Lang,
  cookies: Record<string, string>,
): Promise<Fetched> {
  const requests: Fetched['requests'] = [];
  const { answers } = await runGroup(
    group,
    role,
    lang,
    async (request) => {
      const envelope = await send(env, wire(request, lang, cookies));
      requests.push({ request, envelope });
      return envelope;
    },
    () => ROUNDTRIP_NOW,
  );
  return { answers, requests };
}

function demoRolesOf(game: GameId) {
  return DEMO_ROLES.filter((r) => r.game_id === game);
}

async function upstreamRole(env: TestEnv, gameId: GameId, roleId: string): Promise<UpstreamRole> {
  const row = await env.db
    .selectFrom('game_roles')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return { gameId, roleId, server: row.region, level: row.level };
}

const ownerCookies = async (env: TestEnv, uid: number) => {
  const cookies = await env.sessionCookies(uid);
  return {
    [COOKIES.uid]: cookies[COOKIES.uid] ?? '',
    [COOKIES.token]: cookies[COOKIES.token] ?? '',
  };
};

/**
 * The round-trip suite of a group: one test per demo role and language (the target runs on SQLite,
 * and on PostgreSQL too in en-us when TEST_DATABASE_URL is set), plus the mutation checks.
 */
export function describeRoundTrip(group: UpstreamGroup, options: RoundTripOptions = {}): void {
  const langs = options.langs ?? ROUNDTRIP_LANGS;
  // One source for every suite of the group: the demo data, whose accounts need no password here
  // (sessions are started directly), so no argon2 hashing slows the start.
  const source = new TestEnv('sqlite');
  beforeAll(() => source.start({ bundle: demoWithoutPasswords(), clock: () => ROUNDTRIP_NOW }));
  afterAll(() => source.stop());

  for (const dbKind of testDatabases()) {
    describe(`${group.name}: present(parse(present(x))) = present(x) [${dbKind}]`, () => {
      const target = new TestEnv(dbKind satisfies DbKind);
      beforeAll(() => target.start({ bundle: null, clock: () => ROUNDTRIP_NOW }));
      afterAll(() => target.stop());

      for (const demo of demoRolesOf(group.game)) {
        for (const lang of dbKind === 'sqlite' ? langs : langs.slice(0, 1)) {
          it(`holds for role ${demo.game_role_id} in ${lang}`, async () => {
            const role = await upstreamRole(source, group.game, demo.game_role_id);
            const { answers, requests } = await fetchGroup(
              source,
              group,
              role,
              lang,
              await ownerCookies(source, demo.uid),
            );
            expect(requests.length).toBeGreaterThan(0);
            const parsed = group.parse(answers, { lang, previous: new Map() });

            await resetTarget(target, source, demo.uid, group.game, demo.game_role_id);
            await storeParsedRecords(
              target.db,
              {
                uid: demo.uid,
                gameId: group.game,
                roleId: role.roleId,
                region: role.server,
                nickname: demo.nickname,
                level: role.level,
              },
              [parsed],
              target.app.catalogService,
            );
            const cookies = await ownerCookies(target, demo.uid);
            for (const { request, envelope } of requests) {
              const again = await send(target, wire(request, lang, cookies));
              expect(again, `${request.endpoint.id} ${JSON.stringify(request.input)}`).toEqual(
                envelope,
              );
            }
          });
        }
      }
    });
  }

  describe(`${group.name}: answers of another shape`, () => {
    it('ignores unknown extra fields, and names the endpoint and path of a missing or mistyped field', async () => {
      let best: UpstreamAnswer[] = [];
      for (const demo of demoRolesOf(group.game)) {
        const role = await upstreamRole(source, group.game, demo.game_role_id);
        const cookies = await ownerCookies(source, demo.uid);
        const { answers } = await fetchGroup(source, group, role, 'en-us', cookies);
        if (JSON.stringify(answers).length > JSON.stringify(best).length) best = answers;
      }
      expect(best.length).toBeGreaterThan(0);
      const ctx = { lang: 'en-us' as const, previous: new Map() };
      const baseline = group.parse(best, ctx);
      checkPayloads(group, baseline, 'the unmutated answers');

      for (const [index, answer] of best.entries()) {
        const withProbe = best.map((a, i) =>
          i === index
            ? { ...a, data: addProbes(a.data as Json, '$.data', options.mapPaths ?? []) }
            : a,
        );
        expect(group.parse(withProbe, ctx), `unknown fields in ${answer.endpoint.id}`).toEqual(
          baseline,
        );

        for (const { path, mutate } of mutations(answer.data as Json)) {
          const mutated = best.map((a, i) => (i === index ? { ...a, data: mutate() } : a));
          let result: ParsedRecords;
          try {
            result = group.parse(mutated, ctx);
          } catch (error) {
            if (!(error instanceof AnswerShapeError)) {
              throw new Error(
                `${answer.endpoint.id}: changing ${path} threw ${String(error)} instead of an AnswerShapeError`,
                { cause: error },
              );
            }
            const named =
              error.path === path ||
              path.startsWith(`${error.path}.`) ||
              path.startsWith(`${error.path}[`);
            expect(named, `${path} changed, error names ${error.path}`).toBe(true);
            expect(error.message).toContain(error.endpoint);
            expect(error.message).toContain(error.path);
            continue;
          }
          checkPayloads(group, result, `${answer.endpoint.id} with ${path} changed`);
        }
      }
    });
  });
}

/** Every parsed payload must satisfy its kind's schema (a malformed field may not slip through). */
function checkPayloads(group: UpstreamGroup, parsed: ParsedRecords, what: string): void {
  for (const [i, snapshot] of parsed.snapshots.entries()) {
    expect(group.kinds, `${what}: kind ${snapshot.kind}`).toContain(snapshot.kind);
    try {
      assertSnapshot(
        {
          game_id: group.game,
          game_role_id: '100000000',
          kind: snapshot.kind,
          period: snapshot.period,
          payload: snapshot.payload,
        },
        `$.snapshots[${i}]`,
      );
    } catch (error) {
      throw new Error(`${what}: the parser let an invalid payload through: ${String(error)}`, {
        cause: error,
      });
    }
  }
}

const matchesPattern = (path: string, pattern: string) =>
  path.replace(/\[\d+\]/g, '[*]') === pattern;

/** A copy with an unknown field in every object that is not a map. */
function addProbes(value: Json, path: string, mapPaths: readonly string[]): Json {
  if (Array.isArray(value)) return value.map((v, i) => addProbes(v, `${path}[${i}]`, mapPaths));
  if (value === null || typeof value !== 'object') return value;
  const isMap = mapPaths.some((p) => matchesPattern(path, p));
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = addProbes(child, keyPath(path, key), mapPaths);
  }
  if (!isMap) out[PROBE_KEY] = { nested: [1, 'two'] };
  return out;
}

/** A value of another type than `value`'s. */
function otherType(value: Json): Json {
  if (typeof value === 'string') return { not: 'a string' };
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'not a boolean';
  if (Array.isArray(value)) return 'not an array';
  if (value === null) return 'not null';
  return 'not an object';
}

/**
 * Deletions and type changes of object fields, spread evenly over the answer (at most
 * `MAX_MUTATIONS_PER_ANSWER`), each applied to a fresh copy.
 */
function mutations(data: Json): { path: string; mutate: () => Json }[] {
  const fields: { path: string; steps: (string | number)[]; value: Json }[] = [];
  const walk = (value: Json, path: string, steps: (string | number)[]) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${path}[${i}]`, [...steps, i]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = keyPath(path, key);
        fields.push({ path: childPath, steps: [...steps, key], value: child });
        walk(child, childPath, [...steps, key]);
      }
    }
  };
  walk(data, '$.data', []);
  const stride = Math.max(1, Math.ceil((fields.length * 2) / MAX_MUTATIONS_PER_ANSWER));
  const out: { path: string; mutate: () => Json }[] = [];
  fields.forEach((field, i) => {
    const edit = (change: (parent: Record<string, Json>, key: string) => void) => () => {
      const copy = structuredClone(data);
      let parent: Json = copy;
      for (const step of field.steps.slice(0, -1)) {
        parent = (parent as Record<string | number, Json>)[step] as Json;
      }
      change(parent as Record<string, Json>, String(field.steps.at(-1)));
      return copy;
    };
    if (i % stride === 0) {
      out.push({
        path: field.path,
        mutate: edit((parent, key) => {
          delete parent[key];
        }),
      });
    }
    if ((i + Math.floor(stride / 2)) % stride === 0) {
      out.push({
        path: field.path,
        mutate: edit((parent, key) => {
          parent[key] = otherType(field.value);
        }),
      });
    }
  });
  return out;
}
