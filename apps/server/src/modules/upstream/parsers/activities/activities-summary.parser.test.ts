import { HEADERS, endpoints, type EndpointDef, type Lang } from '@chronicle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES, generateDemoBundle } from '@chronicle/demo';
import { TestEnv } from '../../../../test/harness.js';
import { storeParsedRecords } from '../../records-store.js';
import type { ParsedRecords } from '../parse-kit.js';
import { ROUNDTRIP_NOW } from '../roundtrip.test-support.js';
import { activitiesGroup } from './activities.parser.js';
import { EVENT_SOURCES } from './event-sources.js';

/*
 * A real HoYoLAB upstream answers only `activities`: what it gives alone must present both calls
 * exactly as the upstream did, for every demo role.
 */

const ACTIVITIES = endpoints.genshin.activities;

interface Envelope {
  retcode: number;
  message: string;
  data: unknown;
}

type Ask = (env: TestEnv, endpoint: EndpointDef, lang: Lang) => Promise<Envelope>;

/** Asks a server for a role's answer as its owner (one session per server). */
function asker(roleId: string, server: string, uid: number): Ask {
  const sessions = new Map<TestEnv, Promise<Record<string, string>>>();
  return async (env, endpoint, lang) => {
    let cookies = sessions.get(env);
    if (!cookies) sessions.set(env, (cookies = env.sessionCookies(uid)));
    const query = new URLSearchParams({ role_id: roleId, server }).toString();
    const response = await env.get(`/game_record/genshin/api/${endpoint.path}?${query}`, {
      cookies: await cookies,
      headers: { [HEADERS.language]: lang },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope>();
  };
}

const parseOne = (
  endpoint: EndpointDef,
  input: Record<string, unknown>,
  lang: Lang,
  data: unknown,
) =>
  activitiesGroup.parse([{ endpoint, input, lang, data, capturedAt: ROUNDTRIP_NOW }], {
    lang,
    previous: new Map(),
  });

describe('genshin.activities from the summary alone', () => {
  const source = new TestEnv('sqlite');
  const target = new TestEnv('sqlite');
  beforeAll(async () => {
    const bundle = generateDemoBundle();
    await source.start({ bundle, clock: () => ROUNDTRIP_NOW });
    // The same accounts, roles and privacy switches, and nothing else: no catalog, no records.
    const { accounts, roles, switches } = bundle;
    await target.start({ bundle: { accounts, roles, switches }, clock: () => ROUNDTRIP_NOW });
  });
  afterAll(async () => {
    await Promise.all([source.stop(), target.stop()]);
  });

  for (const demo of DEMO_ROLES.filter((r) => r.game_id === 2)) {
    it(`presents role ${demo.game_role_id}'s events as the upstream did`, async () => {
      const role = await source.db
        .selectFrom('game_roles')
        .selectAll()
        .where('game_id', '=', 2)
        .where('game_role_id', '=', demo.game_role_id)
        .executeTakeFirstOrThrow();
      const input = { role_id: demo.game_role_id, server: role.region };
      const ask = asker(demo.game_role_id, role.region, demo.uid);
      const store = (parsed: ParsedRecords) =>
        storeParsedRecords(
          target.db,
          {
            uid: demo.uid,
            gameId: 2,
            roleId: demo.game_role_id,
            region: role.region,
            nickname: role.nickname,
            level: role.level,
          },
          [parsed],
          target.app.catalogService,
        );

      for (const lang of ['en-us', 'ja-jp'] as const) {
        const summary = await ask(source, ACTIVITIES, lang);
        expect(summary.retcode).toBe(0);
        const parsed = parseOne(ACTIVITIES, input, lang, summary.data);
        expect(parsed.snapshots.length).toBeGreaterThan(0);
        await store(parsed);
        expect(await ask(target, ACTIVITIES, lang), lang).toEqual(summary);
      }

      // The summary carries whole records: the same as each event's own call, presented alike.
      const parsed = parseOne(
        ACTIVITIES,
        input,
        'en-us',
        (await ask(source, ACTIVITIES, 'en-us')).data,
      );
      for (const snapshot of parsed.snapshots) {
        const own = EVENT_SOURCES.find((s) => s.kind === snapshot.kind);
        if (!own) throw new Error(`no event of ${snapshot.kind}`);
        const answer = await ask(source, own.endpoint, 'en-us');
        expect(parseOne(own.endpoint, input, 'en-us', answer.data).snapshots).toEqual([snapshot]);
        expect(await ask(target, own.endpoint, 'en-us'), own.endpoint.id).toEqual(answer);
      }
    });
  }
});

describe('the activities summary', () => {
  const INPUT = { role_id: '812000101', server: 'os_asia' };
  const parseSummary = (data: unknown) => parseOne(ACTIVITIES, INPUT, 'en-us', data);
  const flat = (id: number, page: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: `Stage ${id}`,
    icon: '',
    finished: false,
    finish_time: null,
    page,
    ...extra,
  });

  it('reads records listed only flat by their page, and passes over events Chronicle lacks', () => {
    const data = {
      activities: [
        { sumo: { exists_data: true, records: [{ whatever: 1 }] } },
        {
          summer_v2: {
            exists_data: true,
            start_time: '2025-10-14 02:00:00',
            end_time: '',
            anchor_number: 3,
            records: [
              flat(1, 'sailing', { cost_time: 80 }),
              flat(2, 'challenge', { success_num: 4 }),
            ],
          },
        },
      ],
    };
    expect(parseSummary(data).snapshots).toEqual([
      {
        kind: 'activity_summer_v2',
        period: '',
        capturedAt: ROUNDTRIP_NOW,
        payload: {
          start_time: Date.UTC(2025, 9, 14, 2) / 1000,
          end_time: 0,
          stats: { anchor_number: 3 },
          pages: [
            {
              key: 'challenge',
              records: [{ id: 2, finished: false, metrics: { success_num: 4 } }],
            },
            { key: 'sailing', records: [{ id: 1, finished: false, cost_time: 80 }] },
          ],
        },
      },
    ]);
  });

  it('names the field of a time or number it could not give back the same', () => {
    const entry = (fields: Record<string, unknown>) => ({
      activities: [{ lantern: { exists_data: true, ...fields } }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ start_time: '2025-13-01 00:00:00' }, '$.data.activities[0].lantern.start_time'],
      [{ end_time: '2025-10-14T02:00:00Z' }, '$.data.activities[0].lantern.end_time'],
      [{ wishes: -1 }, '$.data.activities[0].lantern.wishes'],
      [
        { flame: { records: [flat(1, 'flame', { stars: 11 })] } },
        '$.data.activities[0].lantern.flame.records[0].stars',
      ],
      [
        {
          flame: {
            records: [
              flat(1, 'flame', {
                finished: true,
                finish_time: { year: 2025, month: 2, day: 30, hour: 0, minute: 0, second: 0 },
              }),
            ],
          },
        },
        '$.data.activities[0].lantern.flame.records[0].finish_time',
      ],
    ];
    for (const [fields, path] of cases) {
      expect(() => parseSummary(entry(fields)), path).toThrow(
        expect.objectContaining({ name: 'AnswerShapeError', path }),
      );
    }
  });
});
