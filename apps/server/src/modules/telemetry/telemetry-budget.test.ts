import { RETCODE, type TrackEvent } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { describeEachDb, envelope } from '../../test/harness.js';
import { TelemetryService, type Reporter } from './telemetry.service.js';

/* Unauthenticated telemetry is bounded (issue 19 §5): per address, for everyone, and in rows kept. */

const TRACK = '/community/misc/wapi/track';
const events = (n: number): TrackEvent[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'page_view', path: `/ys/${i}`, game_id: 2, ts: i }));

describeEachDb(
  'telemetry budgets',
  (env) => {
    it('refuses an address past its rows of the minute, and not the next address', async () => {
      const send = (ip: string) =>
        env
          .post(TRACK, { body: { events: events(50) }, headers: { 'x-forwarded-for': ip } })
          .then((res) => envelope(res).retcode);
      const codes: number[] = [];
      for (let i = 0; i < 14; i += 1) codes.push(await send('10.8.0.1'));
      // 600 rows a minute: twelve full batches, then -110.
      expect(codes).toEqual([
        ...Array<number>(12).fill(0),
        RETCODE.TOO_FREQUENT,
        RETCODE.TOO_FREQUENT,
      ]);
      expect(await send('10.8.0.2')).toBe(0);
      const stored = await env.db
        .selectFrom('track_events')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(13 * 50);
    });

    it('holds a global minute budget and a row cap per table', async () => {
      let now = Date.UTC(2026, 10, 1);
      const service = new TelemetryService(env.db, () => now, {
        rowsPerAddressMinute: 100,
        rowsPerMinute: 150,
        maxRows: 200,
      });
      const reporter = (address: string): Reporter => ({
        uid: null,
        address,
        deviceId: null,
        isMinor: false,
      });
      await env.db.deleteFrom('track_events').execute();
      expect(await service.track(reporter('a'), events(50))).toBe(50);
      expect(await service.track(reporter('b'), events(50))).toBe(50);
      expect(await service.track(reporter('c'), events(50))).toBe(50);
      // Everyone's 150 rows of this minute are used: a fourth address is refused too.
      await expect(service.track(reporter('d'), events(1))).rejects.toMatchObject({
        retcode: RETCODE.TOO_FREQUENT,
      });
      // Minute after minute, the table never holds much more than its cap, newest kept.
      for (let minute = 1; minute <= 8; minute += 1) {
        now += 60_000;
        await service.track(reporter('a'), events(50));
      }
      const rows = await env.db.selectFrom('track_events').select(['id', 'created_at']).execute();
      expect(rows.length).toBeLessThanOrEqual(220);
      expect(rows.length).toBeGreaterThanOrEqual(200);
      expect(Math.max(...rows.map((r) => Number(r.created_at)))).toBe(now);
    });
  },
  { config: { trustProxy: true } },
);
