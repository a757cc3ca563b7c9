import {
  EVENTS,
  EventRecord,
  SNAPSHOT_KINDS,
  endpoints,
  type ActivityRecordData,
  type EndpointDef,
  type EventDecl,
} from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { assertSnapshot } from '../../../ingest/bundle-validation.js';
import { activitiesEntry } from '../../../activities/activities.presenter.js';
import { UPSTREAM_GROUPS, groupOfEndpoint, groupOfKind } from '../registry.js';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import type { UpstreamAnswer, UpstreamRole } from '../parse-kit.js';
import { activitiesGroup } from './activities.parser.js';

describeRoundTrip(activitiesGroup);

const ACTIVITIES = endpoints.genshin.activities;
const ROLE: UpstreamRole = { gameId: 2, roleId: '812000101', server: 'os_asia', level: 60 };
const INPUT = { role_id: ROLE.roleId, server: ROLE.server };
const DECLS: readonly EventDecl[] = EVENTS;

const answer = (endpoint: EndpointDef, data: unknown, capturedAt = 1_000): UpstreamAnswer => ({
  endpoint,
  input: INPUT,
  lang: 'en-us',
  data,
  capturedAt,
});
const own = (slug: string) => {
  const endpoint = activitiesGroup.endpoints.find((e) => e.path === `activity/${slug}`);
  if (!endpoint) throw new Error(`no call for ${slug}`);
  return endpoint;
};
const parse = (answers: UpstreamAnswer[]) =>
  activitiesGroup.parse(answers, { lang: 'en-us', previous: new Map() });

/** A per-event answer of a declaration: one record on every sub-page, every number set. */
function recordOf(decl: EventDecl, totalScore = 900): ActivityRecordData {
  const numbers = (keys: readonly { key: string }[], value: number) =>
    keys.map((k) => ({ key: k.key, value }));
  return {
    activity: decl.slug,
    exists_data: true,
    start_time: '2025-10-14 02:00:00',
    end_time: '2025-11-04 02:00:00',
    total_score: totalScore,
    total_times: 8,
    stats: numbers(decl.stats, 11),
    pages: decl.pages.map((page, i) => ({
      key: page.key,
      exists_data: true,
      stats: numbers(page.stats, 5),
      records: [
        {
          id: 71001 + i,
          name: `Stage ${i}`,
          icon: `https://art.example/stage/${i}.png`,
          finished: true,
          finish_time: { year: 2025, month: 10, day: 15, hour: 9, minute: 31, second: 10 },
          score: 300,
          max_score: 500,
          stars: 2,
          max_stars: 3,
          cost_time: 95,
          difficulty: 1,
          times: 2,
          avatars: [
            {
              id: 10000045,
              name: 'Nadiri',
              icon: 'https://art.example/character/10000045.png',
              element: 'Dendro',
              rarity: 5,
              level: 84,
              is_trial: i === 0,
            },
          ],
          rewards: [
            { id: 70001, name: 'Star Shard', icon: 'https://art.example/item/70001.png', num: 40 },
          ],
          metrics: numbers(page.metrics, 7),
        },
      ],
    })),
  };
}

/** The `activities` answer of some events' records, as the presenter writes it. */
const summaryOf = (...records: ActivityRecordData[]) => ({
  activities: records.map((r) => ({ [r.activity]: activitiesEntry(r) })),
});

describe('genshin.activities', () => {
  it('has one kind and one per-event call for every declared event, and is registered', () => {
    expect(activitiesGroup.kinds).toEqual(DECLS.map((d) => `activity_${d.slug}`));
    for (const decl of DECLS) {
      const kind = `activity_${decl.slug}`;
      expect(Object.keys(SNAPSHOT_KINDS)).toContain(kind);
      expect(groupOfEndpoint(own(decl.slug))).toBe(activitiesGroup);
      expect(activitiesGroup.kinds.map((k) => groupOfKind(k))).toContain(activitiesGroup);
    }
    expect(groupOfEndpoint(ACTIVITIES)).toBe(activitiesGroup);
    expect(UPSTREAM_GROUPS).toContain(activitiesGroup);
  });

  it('can tell every declared number and sub-page apart in the summary, where they are fields', () => {
    const entryFields = ['exists_data', 'start_time', 'end_time', 'total_score', 'total_times'];
    const recordFields = [...Object.keys(EventRecord.properties), 'page'];
    for (const decl of DECLS) {
      const top = [...entryFields, 'records', ...decl.stats.map((s) => s.key)];
      top.push(...decl.pages.map((p) => p.key));
      expect(new Set(top).size, decl.slug).toBe(top.length);
      for (const page of decl.pages) {
        expect(
          page.stats.map((s) => s.key),
          decl.slug,
        ).not.toContain('records');
        for (const metric of page.metrics) {
          expect(recordFields, `${decl.slug}.${page.key}`).not.toContain(metric.key);
        }
      }
    }
  });

  it('reads every declared event from its own call and from the summary alike', () => {
    for (const decl of DECLS) {
      const record = recordOf(decl);
      const [fromOwn] = parse([answer(own(decl.slug), record)]).snapshots;
      const [fromSummary] = parse([answer(ACTIVITIES, summaryOf(record))]).snapshots;
      expect(fromOwn?.kind, decl.slug).toBe(`activity_${decl.slug}`);
      expect(fromSummary, decl.slug).toEqual(fromOwn);
      const payload = fromOwn?.payload as { pages: unknown[]; stats: unknown };
      expect(payload.pages, decl.slug).toHaveLength(decl.pages.length);
      assertSnapshot(
        {
          game_id: 2,
          game_role_id: ROLE.roleId,
          kind: `activity_${decl.slug}`,
          period: '',
          payload,
        },
        '$',
      );
    }
  });

  it('asks for the summary first, then the own call of each event it shows played', () => {
    expect(activitiesGroup.next(ROLE, [])).toEqual([{ endpoint: ACTIVITIES, input: INPUT }]);
    const unplayed = { ...recordOf(DECLS[1] as EventDecl), exists_data: false };
    const summary = summaryOf(...DECLS.map((d) => recordOf(d)).reverse());
    summary.activities[DECLS.length - 2] = { [unplayed.activity]: activitiesEntry(unplayed) };
    summary.activities.push({ sumo: { exists_data: true, records: [] } });
    const asked = activitiesGroup.next(ROLE, [answer(ACTIVITIES, summary)]);
    expect(asked.map((r) => r.endpoint.path)).toEqual([
      'activities',
      ...DECLS.filter((d) => d !== DECLS[1]).map((d) => `activity/${d.slug}`),
    ]);
    expect(asked.map((r) => r.input)).toEqual(asked.map(() => INPUT));
  });

  it('stores nothing for an event the role never played', () => {
    const [lantern, summer] = [recordOf(DECLS[2] as EventDecl), recordOf(DECLS[0] as EventDecl)];
    const notPlayed = { ...lantern, exists_data: false, pages: [] };
    expect(parse([answer(own(lantern.activity), notPlayed)]).snapshots).toEqual([]);
    expect(parse([answer(ACTIVITIES, summaryOf(notPlayed))]).snapshots).toEqual([]);
    expect(parse([answer(ACTIVITIES, { activities: [] })])).toEqual({ snapshots: [], catalog: [] });
    // Only the events the summary lists as played are stored.
    const kinds = parse([answer(ACTIVITIES, summaryOf(summer, notPlayed))]).snapshots.map(
      (s) => s.kind,
    );
    expect(kinds).toEqual(['activity_summer_v2']);
  });

  it('takes the per-event answer over the summary, whichever came last', () => {
    const decl = DECLS[0] as EventDecl;
    const summary = answer(ACTIVITIES, summaryOf(recordOf(decl, 100)), 1_000);
    const ownCall = answer(own(decl.slug), recordOf(decl, 200), 2_000);
    for (const answers of [
      [summary, ownCall],
      [ownCall, summary],
    ]) {
      const [snapshot, ...rest] = parse(answers).snapshots;
      expect(rest).toEqual([]);
      expect(snapshot?.capturedAt).toBe(2_000);
      expect(snapshot?.payload).toMatchObject({ total_score: 200 });
    }
    // Even when it says the role did not take part.
    const notPlayed = answer(own(decl.slug), { ...recordOf(decl), exists_data: false });
    expect(parse([summary, notPlayed]).snapshots).toEqual([]);
  });

  it('puts names and art in the catalog and keeps the snapshot language-neutral', () => {
    const decl = DECLS[0] as EventDecl;
    const { snapshots, catalog } = parse([answer(own(decl.slug), recordOf(decl))]);
    expect(JSON.stringify(snapshots)).not.toMatch(/Stage 0|Nadiri|Star Shard|art\.example/);
    expect(catalog).toContainEqual({
      kind: 'event_stage',
      id: 71001,
      lang: 'en-us',
      name: 'Stage 0',
      icon: 'https://art.example/stage/0.png',
    });
    expect(catalog).toContainEqual({
      kind: 'event_item',
      id: 70001,
      lang: 'en-us',
      name: 'Star Shard',
      icon: 'https://art.example/item/70001.png',
    });
    // The record shows a character's full art: its `image`, leaving the catalog icon alone.
    expect(catalog).toContainEqual({
      kind: 'character',
      id: 10000045,
      lang: 'en-us',
      name: 'Nadiri',
      attrs: { image: 'https://art.example/character/10000045.png', element: 'Dendro', rarity: 5 },
    });
  });
});
