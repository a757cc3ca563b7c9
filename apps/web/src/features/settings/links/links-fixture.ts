import type { ImportSummary } from '@chronicle/contract';
import { vi } from 'vitest';
import type { EndpointDef } from '@chronicle/contract';
import { api } from '../../../lib/api-client.js';
import type { UpstreamLink, UpstreamLinksData } from './api/upstream-links.js';

/** 2024-05-01 12:00:00 UTC. */
export const AT = 1_714_564_800;

export const HOYOLAB = { name: 'HoYoLAB', origin: 'https://bbs-api-os.hoyolab.com' };

/** A linked account as upstream/links answers it: synced fine, one role. */
export function upstreamLink(overrides: Partial<UpstreamLink> = {}): UpstreamLink {
  return {
    id: 1,
    upstream: HOYOLAB.name,
    upstream_origin: HOYOLAB.origin,
    upstream_uid: '20481234',
    status: 'ok',
    syncing: false,
    progress: null,
    langs: ['en-us'],
    last_sync_at: AT,
    last_success_at: AT,
    next_sync_at: AT + 6 * 3600,
    last_error: null,
    last_run: {
      requests: 42,
      snapshots: 17,
      images: 5,
      skipped: 2,
      errors: 0,
      duration_ms: 8_400,
    },
    roles: [
      {
        game_id: 2,
        game_role_id: '812000101',
        nickname: 'Aether',
        level: 60,
        region: 'os_asia',
      },
    ],
    created_at: AT - 86_400,
    ...overrides,
  };
}

export function linksAnswer(
  links: UpstreamLink[],
  hosts = [HOYOLAB],
  hours = 6,
): UpstreamLinksData {
  return { links, hosts, sync_interval_hours: hours };
}

export function importSummary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    format: 'har',
    entries: 120,
    imported: 14,
    snapshots: 9,
    catalog: 3,
    images: 0,
    roles: [{ game_id: 2, game_role_id: '812000101', nickname: 'Aether', created: true }],
    skipped: [
      { reason: 'not_record_endpoint', count: 98, examples: [] },
      { reason: 'older_than_stored', count: 8, examples: ['genshin/api/spiralAbyss'] },
    ],
    ...overrides,
  };
}

type Handler = (input: unknown, options?: { body?: string }) => unknown;

/**
 * Like the shared `fakeApi`, but hands each handler the call's options too (the import's raw body).
 * An unknown endpoint fails the test loudly.
 */
export function fakeUpstreamApi(handlers: Record<string, Handler>) {
  return vi
    .spyOn(api, 'call')
    .mockImplementation(
      async (endpoint: EndpointDef, input?: unknown, options?: { body?: string }) => {
        const handler = handlers[endpoint.id];
        if (!handler) throw new Error(`Unexpected call to ${endpoint.id}`);
        const answer = await handler(input, options);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    );
}

/** The calls made to one endpoint: [input, options] pairs. */
export function callsTo(spy: ReturnType<typeof fakeUpstreamApi>, id: string) {
  return spy.mock.calls
    .filter(([endpoint]) => endpoint.id === id)
    .map(([, input, options]) => ({
      input,
      options,
    }));
}
