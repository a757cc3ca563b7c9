import { beforeAll, expect, it } from 'vitest';
import { UID } from '../../test/fixtures.js';
import { describeEachDb, envelope } from '../../test/harness.js';
import { createServiceToken } from '../ingest/service-token.service.js';
import { percentile } from './telemetry.service.js';

const TRACK = '/community/misc/wapi/track';
const MONITOR = '/community/misc/wapi/monitor';

type Insights = {
  page_views: { path: string; count: number }[];
  exposures: { key: string; count: number }[];
  api_errors: { retcode: number; count: number }[];
  vitals: { name: string; count: number; p75: number }[];
};

const view = (path: string, extra: object = {}) => ({
  type: 'page_view',
  path,
  game_id: 2,
  ts: 1_700_000_000_000,
  ...extra,
});
const vital = (name: string, value: number) => ({
  type: 'vital',
  path: '/ys',
  name,
  value,
  rating: 'good',
  ts: 1,
});

describeEachDb('first-party tracking and monitoring', (env) => {
  let insights: () => Promise<Insights>;
  beforeAll(async () => {
    const auth = { authorization: `Bearer ${await createServiceToken(env.db, 'tests')}` };
    insights = async () =>
      envelope<Insights>(await env.get('/ingest/v1/insights', { headers: auth })).data;
  });

  it('stores page visits with label and account id, and exposures, with the reporter', async () => {
    const body = {
      events: [
        view('/ys'),
        view('/ys/role-combat', { label: 'role_combat', aid: String(UID.bob) }),
        view('/ys'),
        { type: 'exposure', path: '/ys', game_id: 2, key: 'share.menu', ts: 2 },
      ],
    };
    const answer = envelope(
      await env.post(TRACK, { as: UID.alice, body, headers: { 'x-rpc-device_id': 'dev-1' } }),
    );
    expect(answer).toMatchObject({ retcode: 0, data: { accepted: 4 } });

    const rows = await env.db
      .selectFrom('track_events')
      .selectAll()
      .where('path', '=', '/ys/role-combat')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'page_view',
      label: 'role_combat',
      aid: String(UID.bob),
      device_id: 'dev-1',
    });
    expect(Number(rows[0]?.viewer_uid)).toBe(UID.alice);

    const summary = await insights();
    expect(summary.page_views).toEqual([
      { path: '/ys', count: 2 },
      { path: '/ys/role-combat', count: 1 },
    ]);
    expect(summary.exposures).toEqual([{ key: 'share.menu', count: 1 }]);
  });

  it('accepts batches from logged-out pages too, and refuses malformed ones with -10001', async () => {
    expect(envelope(await env.post(TRACK, { body: { events: [view('/hsr')] } })).retcode).toBe(0);
    const bad = [
      { events: [] },
      { events: [view('https://evil.example/x')] },
      { events: [{ type: 'click', path: '/ys', game_id: 2, ts: 1 }] },
      { events: Array.from({ length: 51 }, () => view('/ys')) },
      { events: [{ type: 'exposure', path: '/ys', game_id: 2, key: '<script>', ts: 1 }] },
      // Times and codes beyond what the database columns hold are refused, not a server error.
      { events: [view('/ys', { ts: 1e300 })] },
    ];
    for (const body of bad) expect(envelope(await env.post(TRACK, { body })).retcode).toBe(-10001);
  });

  it('stores API failures and vitals; drops the vitals of under-13 accounts', async () => {
    const failure = {
      type: 'api_error',
      path: '/ys/abyss',
      endpoint: 'genshin.spiralAbyss',
      retcode: 10102,
      message: 'Data is not public for the user',
      ts: 3,
    };
    const adult = envelope(
      await env.post(MONITOR, {
        as: UID.alice,
        body: { reports: [failure, vital('LCP', 1200), vital('LCP', 800), vital('CLS', 0.01)] },
      }),
    );
    expect(adult.data).toEqual({ accepted: 4 });
    const child = envelope(
      await env.post(MONITOR, {
        as: UID.erin,
        body: { reports: [vital('LCP', 99_000), failure] },
      }),
    );
    expect(child.data).toEqual({ accepted: 1 });

    const summary = await insights();
    expect(summary.api_errors).toEqual([{ retcode: 10102, count: 2 }]);
    expect(summary.vitals).toEqual([
      { name: 'LCP', count: 2, p75: 1200 },
      { name: 'CLS', count: 1, p75: 0.01 },
    ]);
    expect(
      envelope(await env.post(MONITOR, { body: { reports: [vital('FID', 3)] } })).retcode,
    ).toBe(-10001);
    const huge = { ...failure, retcode: 3_000_000_000 };
    expect(envelope(await env.post(MONITOR, { body: { reports: [huge] } })).retcode).toBe(-10001);
  });

  it('keeps the summary behind the service token', async () => {
    expect(envelope(await env.get('/ingest/v1/insights', { as: UID.alice })).retcode).toBe(-9100);
  });
});

it('takes the nearest-rank percentile', () => {
  expect(percentile([], 0.75)).toBe(0);
  expect(percentile([5], 0.75)).toBe(5);
  expect(percentile([1, 2, 3, 4], 0.75)).toBe(3);
  expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.75)).toBe(8);
});
