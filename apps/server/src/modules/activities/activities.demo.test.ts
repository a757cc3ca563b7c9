import {
  EVENTS,
  SNAPSHOT_KINDS,
  eventSnapshotKind,
  type ActivityRecordData,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { EVENT_DEMOS, generateDemoBundle, INDEX_PROFILES } from '@chronicle/demo';
import { TABLE_LANGS } from '@chronicle/contract';
import { loadDemoData } from '../../load-demo.js';
import { describeEachDb, envelope } from '../../test/harness.js';

/* The demo players' seasonal event records through the API (issue 5). */

const TRAVELER = 100000001;
const MINOR = 100000005;
const record = (slug: string, roleId: string, server: string) =>
  `/game_record/genshin/api/activity/${slug}?role_id=${roleId}&server=${server}`;

it('has one demo generator per declared event, in declaration order', () => {
  expect(EVENT_DEMOS.map((d) => d.slug)).toEqual(EVENTS.map((e) => e.slug));
});

it('validates every demo event record against its declaration, with stages named in the catalog', () => {
  const bundle = generateDemoBundle();
  const stages = new Set(
    (bundle.catalog ?? []).filter((c) => c.kind === 'event_stage').map((c) => c.id),
  );
  for (const event of EVENTS) {
    const kind = eventSnapshotKind(event.slug) as keyof typeof SNAPSHOT_KINDS;
    const snapshots = (bundle.snapshots ?? []).filter((s) => s.kind === kind);
    expect(snapshots.length, `${event.slug} is played by some demo role`).toBeGreaterThan(0);
    expect(snapshots.length, `${event.slug} is left unplayed by some demo role`).toBeLessThan(
      INDEX_PROFILES.length,
    );
    for (const s of snapshots) {
      expect(Value.Check(SNAPSHOT_KINDS[kind].schema, s.payload), `${event.slug}`).toBe(true);
      const payload = s.payload as { pages: { records: { id: number }[] }[] };
      for (const r of payload.pages.flatMap((p) => p.records)) expect(stages.has(r.id)).toBe(true);
    }
  }
});

it('names every event stage and reward item in all 15 languages, translated', () => {
  const entries = (generateDemoBundle().catalog ?? []).filter(
    (c) => c.kind === 'event_stage' || c.kind === 'event_item',
  );
  expect(entries.length).toBeGreaterThan(EVENTS.length * 6);
  for (const entry of entries) {
    const names = entry.names as Record<string, string | undefined>;
    for (const lang of TABLE_LANGS) expect(names[lang], `${entry.id} ${lang}`).toBeTruthy();
    // Scripts other than Latin cannot share the English spelling.
    for (const lang of ['zh-cn', 'ja-jp', 'ko-kr', 'ru-ru', 'th-th'] as const) {
      expect(names[lang], `${entry.id} ${lang}`).not.toBe(names['en-us']);
    }
  }
});

describeEachDb('demo seasonal events through the API', (env) => {
  it('loads', async () => {
    await loadDemoData(env.db);
  });

  it("fills the traveler's played events with named records, in the request's language", async () => {
    for (const event of EVENTS) {
      const names: Record<string, string[]> = {};
      for (const lang of ['en-us', 'ja-jp'] as const) {
        const body = envelope<ActivityRecordData>(
          await env.get(record(event.slug, '812000101', 'os_asia'), {
            as: TRAVELER,
            headers: { 'x-rpc-language': lang },
          }),
        );
        expect(body.retcode).toBe(0);
        if (!body.data.exists_data) continue;
        const records = body.data.pages.flatMap((p) => p.records);
        expect(records.length, `${event.slug} ${lang}`).toBeGreaterThan(0);
        names[lang] = records.map((r) => r.name);
        for (const r of records) {
          expect(r.name, `${event.slug} ${r.id} ${lang}`).not.toBe('');
          expect(r.avatars.every((a) => a.name !== '')).toBe(true);
          expect(r.rewards.every((w) => w.name !== '')).toBe(true);
        }
      }
      if (names['en-us']) expect(names['ja-jp']).not.toEqual(names['en-us']);
    }
  });

  it('gives the traveler most events and some empty states, and the youngest role fewer', async () => {
    const played = async (uid: number, roleId: string, server: string) => {
      const body = envelope<{ activities: Record<string, unknown>[] }>(
        await env.get(`/game_record/genshin/api/activities?role_id=${roleId}&server=${server}`, {
          as: uid,
        }),
      );
      return body.data.activities.flatMap((a) => Object.keys(a));
    };
    const traveler = await played(TRAVELER, '812000101', 'os_asia');
    expect(traveler.length).toBeGreaterThanOrEqual(6);
    expect(traveler.length).toBeLessThan(EVENTS.length);
    expect(traveler).toContain('summer_v2');
    const minor = await played(MINOR, '912000505', 'os_cht');
    expect(minor.length).toBeLessThan(traveler.length);
  });
});
