import {
  ActivityRecordData,
  EVENTS,
  SNAPSHOT_KINDS,
  serverForUid,
  type EventSnapshot,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { ROLE, UID } from '../../test/fixtures.js';
import { putSnapshot } from '../records/records.service.js';
import { LANTERN, SUMMER, activitiesBundle } from './activities.fixtures.js';

const BASE = '/game_record/genshin/api';
const record = (slug: string, roleId: string = ROLE.aliceMain, server = 'os_asia') =>
  `${BASE}/activity/${slug}?role_id=${roleId}&server=${server}`;
const list = (roleId: string = ROLE.aliceMain, server = 'os_asia') =>
  `${BASE}/activities?role_id=${roleId}&server=${server}`;
const lang = (code?: string) => (code ? { headers: { 'x-rpc-language': code } } : {});

interface ActivitiesBody {
  activities: Array<Record<string, Record<string, unknown>>>;
}

describeEachDb(
  'GET genshin/api/activities and activity/<slug>',
  (env) => {
    const get = async <T>(url: string, as?: number, code?: string) =>
      envelope<T>(await env.get(url, { ...(as ? { as } : {}), ...lang(code) }));

    it('serves one call per declared event on every genshin mount', async () => {
      for (const event of EVENTS) {
        const body = await get<ActivityRecordData>(record(event.slug), UID.alice);
        expect(body.retcode, event.slug).toBe(0);
        expect(Value.Check(ActivityRecordData, body.data), event.slug).toBe(true);
        expect(body.data.pages.map((p) => p.key)).toEqual(event.pages.map((p) => p.key));
      }
      const app = await env.get(
        `/event/game_record/app/genshin/api/activity/summer_v2?role_id=${ROLE.aliceMain}&server=os_asia`,
        { as: UID.alice },
      );
      expect(envelope<ActivityRecordData>(app).data.exists_data).toBe(true);
    });

    it('answers 10001 logged out, 1009 for an unknown role or server, -10001 for bad input', async () => {
      expect((await get(record('summer_v2'))).retcode).toBe(10001);
      expect((await get(list())).retcode).toBe(10001);
      expect((await get(record('summer_v2', '811111111'), UID.alice)).retcode).toBe(1009);
      expect((await get(record('summer_v2', ROLE.aliceMain, 'os_usa'), UID.alice)).retcode).toBe(
        1009,
      );
      expect(
        (await get(`${BASE}/activity/summer_v2?role_id=abc&server=os_asia`, UID.alice)).retcode,
      ).toBe(-10001);
      const unknown = await env.get(
        `${BASE}/activity/no_such_event?role_id=${ROLE.aliceMain}&server=os_asia`,
        { as: UID.alice },
      );
      expect(envelope(unknown).retcode).toBe(-10001);
    });

    it('refuses a visitor on a private chronicle (10102) and serves a public one', async () => {
      expect((await get(record('summer_v2', ROLE.carolMain), UID.alice)).retcode).toBe(10102);
      expect((await get(list(ROLE.carolMain), UID.alice)).retcode).toBe(10102);
      expect((await get(record('summer_v2', ROLE.carolMain), UID.carol)).retcode).toBe(0);
      const bob = await get<ActivityRecordData>(
        record('summer_v2', ROLE.bobMain, 'os_euro'),
        UID.alice,
      );
      expect(bob.retcode).toBe(0);
      expect(bob.data.exists_data).toBe(true);
    });

    it('lists the events of a public player to a visitor, and of a private one to its owner', async () => {
      const visitor = await get<ActivitiesBody>(list(ROLE.bobMain, 'os_euro'), UID.alice);
      expect(visitor.retcode).toBe(0);
      expect(visitor.data.activities.map((a) => Object.keys(a)[0])).toEqual(['summer_v2']);
      const owner = await get<ActivitiesBody>(list(ROLE.carolMain), UID.carol);
      expect(owner.retcode).toBe(0);
      expect(owner.data.activities).toHaveLength(1);
      expect((await get(list(ROLE.aliceMain, 'os_usa'), UID.alice)).retcode).toBe(1009);
      expect((await get(`${BASE}/activities?server=os_asia`, UID.alice)).retcode).toBe(-10001);
    });

    it('presents a record: localized names, times, stats and metrics in declaration order', async () => {
      const { data } = await get<ActivityRecordData>(record('summer_v2'), UID.alice);
      expect(data).toMatchObject({
        activity: 'summer_v2',
        exists_data: true,
        start_time: '2025-10-14 02:00:00',
        end_time: '2025-11-04 02:00:00',
        total_score: 600,
        total_times: 7,
        stats: [
          { key: 'anchor_number', value: 11 },
          { key: 'way_point_number', value: 9 },
          { key: 'chest_number', value: 50 },
        ],
      });
      const [challenge, sailing, story] = data.pages;
      expect(challenge?.exists_data).toBe(true);
      expect(challenge?.records[0]).toEqual({
        id: 1,
        name: 'Tidepool Trial',
        icon: `${TEST_PUBLIC_URL}/art/event_stage/1.svg`,
        finished: true,
        finish_time: { year: 2025, month: 10, day: 15, hour: 9, minute: 30, second: 0 },
        score: 0,
        max_score: 0,
        stars: 3,
        max_stars: 3,
        cost_time: 0,
        difficulty: 1,
        times: 2,
        avatars: [
          {
            id: 10000022,
            name: 'Corin Tidewell',
            icon: `${TEST_PUBLIC_URL}/art/character/10000022.svg`,
            element: 'Hydro',
            rarity: 4,
            level: 80,
            is_trial: false,
          },
          {
            id: 10000023,
            name: 'Mira Frostvale',
            icon: `${TEST_PUBLIC_URL}/art/character/10000023.svg`,
            element: 'Cryo',
            rarity: 5,
            level: 70,
            is_trial: true,
          },
        ],
        rewards: [
          { id: 1, name: 'Star Shard', icon: `${TEST_PUBLIC_URL}/art/event_item/1.svg`, num: 40 },
        ],
        metrics: [
          { key: 'success_num', value: 12 },
          { key: 'skill_use_num', value: 4 },
        ],
      });
      expect(sailing?.stats).toEqual([{ key: 'island_number', value: 5 }]);
      expect(sailing?.records[0]?.cost_time).toBe(131);
      expect(story?.records[0]).toMatchObject({
        name: 'A Map in a Bottle',
        finished: false,
        finish_time: null,
      });
      const ja = await get<ActivityRecordData>(record('summer_v2'), UID.alice, 'ja-jp');
      expect(ja.data.pages[0]?.records[0]?.name).toBe('潮だまりの試練');
    });

    it('answers an unplayed event with every page empty', async () => {
      const { data } = await get<ActivityRecordData>(record('mushroom'), UID.alice);
      expect(data.exists_data).toBe(false);
      expect(data.start_time).toBe('');
      expect(data.pages.every((p) => !p.exists_data && p.records.length === 0)).toBe(true);
      expect(data.stats.every((s) => s.value === 0)).toBe(true);
      const lantern = await get<ActivityRecordData>(record('lantern'), UID.alice);
      expect(lantern.data.pages.map((p) => p.exists_data)).toEqual([true, false, false, false]);
    });

    // docs/reference/hoyolab-api.md#activities
    it('lists played events in the shape real clients parse (summer_v2 included)', async () => {
      const { data } = await get<ActivitiesBody>(list(), UID.alice);
      expect(data.activities.map((a) => Object.keys(a))).toEqual([['summer_v2'], ['lantern']]);
      const summer = data.activities[0]?.summer_v2 as Record<string, unknown>;
      expect(summer).toMatchObject({
        exists_data: true,
        start_time: '2025-10-14 02:00:00',
        anchor_number: 11,
        way_point_number: 9,
        chest_number: 50,
      });
      expect((summer.sailing as { records: unknown[] }).records[0]).toMatchObject({
        id: 2,
        cost_time: 131,
        finished: true,
        page: 'sailing',
      });
      expect((summer.challenge as { records: unknown[] }).records[0]).toMatchObject({
        id: 1,
        name: 'Tidepool Trial',
        finish_time: { year: 2025, month: 10, day: 15, hour: 9, minute: 30 },
        success_num: 12,
        skill_use_num: 4,
      });
      expect((summer.story as { records: unknown[] }).records[0]).toMatchObject({
        finished: false,
        finish_time: null,
        name: 'A Map in a Bottle',
      });
      expect(summer.records).toHaveLength(3);
      const none = await get<ActivitiesBody>(list(ROLE.aliceSecond, 'os_usa'), UID.alice);
      expect(none.data).toEqual({ activities: [] });
    });

    it('lists an event stored later, and a newer record of one, at once', async () => {
      const server = serverForUid(2, ROLE.bobMain) ?? '';
      const anchors = async () =>
        (await get<ActivitiesBody>(list(ROLE.bobMain, server), UID.bob)).data.activities.map((a) =>
          Object.entries(a).map(([slug, entry]) => `${slug}:${String(entry.anchor_number)}`),
        );
      expect(await anchors()).toEqual([['summer_v2:11']]);
      const put = (kind: string, payload: EventSnapshot) =>
        putSnapshot(env.db, {
          game_id: 2,
          game_role_id: ROLE.bobMain,
          kind,
          period: '',
          captured_at: Date.now(),
          payload,
        });
      await put('activity_lantern', LANTERN);
      expect(await anchors()).toEqual([['summer_v2:11'], ['lantern:undefined']]);
      await put('activity_summer_v2', { ...SUMMER, stats: { ...SUMMER.stats, anchor_number: 12 } });
      expect(await anchors()).toEqual([['summer_v2:12'], ['lantern:undefined']]);
    });

    it('validates ingested records against the event declaration', () => {
      const schema = SNAPSHOT_KINDS.activity_summer_v2.schema;
      expect(Value.Check(schema, SUMMER)).toBe(true);
      const wrongPage: EventSnapshot = { ...SUMMER, pages: [{ key: 'flame', records: [] }] };
      expect(Value.Check(schema, wrongPage)).toBe(false);
      const wrongMetric: EventSnapshot = {
        ...SUMMER,
        pages: [{ key: 'challenge', records: [{ id: 1, finished: true, metrics: { lit: 3 } }] }],
      };
      expect(Value.Check(schema, wrongMetric)).toBe(false);
      expect(Value.Check(SNAPSHOT_KINDS.activity_lantern.schema, { ...SUMMER, pages: [] })).toBe(
        false,
      );
    });
  },
  { bundle: activitiesBundle() },
);
