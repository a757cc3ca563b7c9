import fc from 'fast-check';
import { ROLE, UID } from '../test/fixtures.js';
import { encodeDraft, initialDraft, type Caller, type FuzzRequest } from './draft.js';
import { mutationsFor, type Mutation } from './mutations.js';
import type { Operation, ParamSpec } from './operations.js';
import { valueOf } from './schema-values.js';

/*
 * The arbitrary of one operation's requests: a caller, mostly valid input, then zero to three
 * mutations. A share of unmutated requests keeps the happy path (and its handlers) in the run.
 */

function paramValues(params: ParamSpec[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) model[p.name] = valueOf(p.schema, 0, p.name);
  return fc.record(model, {
    requiredKeys: params.filter((p) => p.required).map((p) => p.name),
  });
}

/** Fixture roles with their servers: a matching pair gets past the role lookup to the records. */
const ROLE_SERVERS: [game: string, role: string, server: string][] = [
  ['genshin', ROLE.aliceMain, 'os_asia'],
  ['genshin', ROLE.aliceSecond, 'os_usa'],
  ['genshin', ROLE.bobMain, 'os_euro'],
  ['genshin', ROLE.daveMain, 'os_cht'],
  ['hkrpg', ROLE.aliceRail, 'prod_official_asia'],
  ['honkai3rd', ROLE.aliceVanguard, 'usa01'],
];

/** The fixture roles of the operation's game (every role for operations of no one game). */
function rolesFor(op: Operation): [string, string][] {
  const game = ROLE_SERVERS.filter(([g]) => op.path.includes(`/${g}/`));
  return (game.length > 0 ? game : ROLE_SERVERS).map(([, role, server]) => [role, server]);
}

/** Who sends: weighted so each operation's own kind of caller gets past its auth most often. */
function callerFor(op: Operation): fc.Arbitrary<Caller> {
  const weights: Record<Operation['auth'], [Caller, number][]> = {
    session: [
      ['session', 6],
      ['anon', 1],
      ['badCookie', 1],
      ['service', 1],
      ['badService', 1],
    ],
    service: [
      ['service', 6],
      ['badService', 2],
      ['anon', 1],
      ['session', 1],
    ],
    none: [
      ['anon', 3],
      ['session', 2],
      ['badCookie', 1],
      ['service', 1],
    ],
  };
  return fc.oneof(
    ...weights[op.auth].map(([caller, weight]) => ({ arbitrary: fc.constant(caller), weight })),
  );
}

/** Cookie headers that look like a session and are not one. */
export const garbageCookie: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'ltuid_v2=abc; ltoken_v2=x',
    `ltuid_v2=${UID.alice}; ltoken_v2=${'f'.repeat(64)}`,
    `ltuid_v2=${UID.alice}; ltoken_v2=`,
    'ltuid_v2=-1; ltoken_v2=-1',
    'ltuid_v2=1e400; ltoken_v2=NaN',
    `ltuid_v2=${UID.alice}; ltuid_v2=${UID.bob}; ltoken_v2=a; ltoken_v2=b`,
    `ltuid=${UID.alice}; ltoken=nope`,
    `ltuid_v2=${'9'.repeat(400)}; ltoken_v2=${'a'.repeat(4000)}`,
    ';;;=;=',
    'ltoken_v2="unterminated',
    'ltuid_v2=%ZZ; ltoken_v2=%00',
    '__proto__=1; constructor=2',
  ),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }))
    .map(
      ([uid, token]) =>
        `ltuid_v2=${encodeURIComponent(uid)}; ltoken_v2=${encodeURIComponent(token)}`,
    ),
);

/** Authorization headers that are not a valid service token. */
export const badAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
    `Bearer ${'a'.repeat(300)}`,
    `Bearer chr_${'A'.repeat(43)}`,
    'Bearer chr_ two parts',
    'bearer\tchr_x',
    'Bearer null',
  ),
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '?')}`),
);

/** Requests for `op`; the caller's real credentials are added when it is sent. */
export function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const input = fc.record({
    path: paramValues(op.pathParams),
    query: paramValues(op.query),
    body: op.body ? valueOf(op.body.schema) : fc.constant(undefined),
  });
  // Unbroken and singly broken requests dominate: one fault at a time reaches the deepest code.
  const mutations = fc.oneof(
    { arbitrary: fc.constant<Mutation[]>([]), weight: 2 },
    { arbitrary: fc.array(mutationsFor(op), { minLength: 1, maxLength: 1 }), weight: 4 },
    { arbitrary: fc.array(mutationsFor(op), { minLength: 2, maxLength: 3 }), weight: 2 },
  );
  return fc
    .record({
      caller: callerFor(op),
      input,
      role: fc.option(fc.constantFrom(...rolesFor(op)), { freq: 4 }),
      mutations,
      cookie: garbageCookie,
      auth: badAuthorization,
    })
    .map(({ caller, input: values, role, mutations: list, cookie, auth }) => {
      const query = { ...values.query };
      if (role && op.query.some((p) => p.name === 'server')) {
        [query.role_id, query.server] = role;
      }
      const draft = initialDraft(op, { ...values, query });
      const body = draft.body && 'json' in draft.body ? draft.body.json : undefined;
      if (role && body !== null && typeof body === 'object' && 'server' in body) {
        Object.assign(body, { role_id: role[0], server: role[1] });
      }
      for (const m of list) m.apply(draft);
      if (caller === 'badCookie') draft.headers.cookie = cookie;
      if (caller === 'badService') draft.headers.authorization = auth;
      return encodeDraft(
        op,
        draft,
        caller,
        list.map((m) => m.name),
      );
    });
}
