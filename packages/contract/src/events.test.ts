import { describe, expect, it } from 'vitest';
import { EVENTS, eventOfPath, eventPagePath, type EventDecl } from './events.js';

/**
 * Keys the `activities` entry and each record already carry: a declared page, stat or metric key
 * must not overwrite them (genshin.py reads them), nor the shared page's own number columns.
 */
const RESERVED = new Set([
  'exists_data',
  'start_time',
  'end_time',
  'total_score',
  'total_times',
  'records',
  'id',
  'name',
  'icon',
  'finished',
  'finish_time',
  'score',
  'max_score',
  'stars',
  'max_stars',
  'cost_time',
  'difficulty',
  'times',
  'avatars',
  'rewards',
  'metrics',
  'page',
  'time',
]);

describe('event declarations', () => {
  const events = EVENTS as readonly EventDecl[];

  it('have unique slugs and routes', () => {
    expect(new Set(events.map((e) => e.slug)).size).toBe(events.length);
    expect(new Set(events.map((e) => e.route)).size).toBe(events.length);
  });

  it.each(events.map((e) => [e.slug, e] as const))(
    '%s: keys are unique within the event and never reserved',
    (_, event) => {
      const pageKeys = event.pages.map((p) => p.key);
      const statKeys = [...event.stats, ...event.pages.flatMap((p) => p.stats)].map((s) => s.key);
      expect(new Set(pageKeys).size).toBe(pageKeys.length);
      expect(new Set(statKeys).size).toBe(statKeys.length);
      for (const key of [...pageKeys, ...statKeys]) expect(RESERVED.has(key), key).toBe(false);
      // Entry fields are the headline stats and the page keys side by side.
      for (const key of event.stats.map((s) => s.key)) expect(pageKeys).not.toContain(key);
      for (const page of event.pages) {
        const metrics = page.metrics.map((m) => m.key);
        expect(new Set(metrics).size).toBe(metrics.length);
        for (const key of metrics) expect(RESERVED.has(key), key).toBe(false);
      }
      if (event.addressing === 'single') expect(event.pages).toHaveLength(1);
    },
  );

  it('map every page path back to its event and page, in any letter case', () => {
    for (const event of events) {
      for (const page of event.pages) {
        const path = eventPagePath(event, page.key);
        expect(eventOfPath(path)).toEqual({ event, page });
        expect(eventOfPath(path.toUpperCase())).toEqual({ event, page });
      }
    }
    expect(eventOfPath('/ys/summerv2/nowhere')).toBeUndefined();
    expect(eventOfPath('/ys/lanternV4')).toBeUndefined();
    expect(eventOfPath('/ys/abyss')).toBeUndefined();
  });
});
