import { RETCODE, UPSTREAM_LINK_STATUSES, type SyncError } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { renderApp } from '../../../test/render.js';
import type { UpstreamLink } from './api/upstream-links.js';
import { LinkedAccounts } from './linked-accounts.js';
import { AT, HOYOLAB, fakeUpstreamApi, linksAnswer, upstreamLink } from './links-fixture.js';
import { syncTime } from './time.js';

function problem(reason: SyncError['reason'], overrides: Partial<SyncError> = {}): SyncError {
  return { reason, retcode: null, message: '', endpoint: '', path: '', at: AT, ...overrides };
}

async function renderLinks(links: UpstreamLink[], hosts = [HOYOLAB]) {
  const spy = fakeUpstreamApi({ 'upstream.links': () => linksAnswer(links, hosts) });
  await renderApp(<LinkedAccounts />, { path: '/ys/set' });
  return spy;
}

function linkArticle(name: RegExp | string = /HoYoLAB/) {
  return screen.getByRole('article', { name });
}

describe('LinkedAccounts: the list', () => {
  it('shows a link with its upstream, account, roles, status, sync times and last run', async () => {
    await renderLinks([upstreamLink()]);
    const card = await screen.findByRole('region', { name: 'Linked accounts' });
    expect(within(card).getByText(/every 6 hours/)).toBeTruthy();

    const item = linkArticle('HoYoLAB · Account ID 20481234');
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toContain('HoYoLAB');
    expect(within(item).getByText(HOYOLAB.origin)).toBeTruthy();
    expect(within(item).getByText('Up to date')).toBeTruthy();
    // The role it brought in: game, nickname, level and UID.
    const roles = within(item).getByRole('list', { name: 'Roles brought in' });
    expect(roles.textContent).toContain('Wanderlight Chronicle');
    expect(roles.textContent).toContain('Aether');
    expect(roles.textContent).toContain('Lv. 60 · UID 812000101');
    // Times in the docs/reference/web-app.md#formatting format.
    const times = item.querySelectorAll('time');
    expect([...times].map((time) => time.textContent)).toEqual([
      syncTime(AT),
      syncTime(AT + 6 * 3600),
    ]);
    expect(syncTime(AT)).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/);
    // The last run's numbers.
    const counts = within(item)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual(
      expect.arrayContaining([
        'Requests=42',
        'Records saved=17',
        'Images=5',
        'Skipped=2',
        'Errors=0',
        'Duration=8 sec',
      ]),
    );
    expect(within(item).getByRole('button', { name: 'Sync now' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Unlink' })).toBeTruthy();
  });

  const badge: Record<(typeof UPSTREAM_LINK_STATUSES)[number], string> = {
    pending: 'Waiting for the first sync',
    ok: 'Up to date',
    partial: 'Partly synced',
    login_expired: 'Login expired',
    verification_needed: 'Verification needed',
    error: 'Sync failed',
  };

  it.each(UPSTREAM_LINK_STATUSES)('names the status %s in words', async (status) => {
    await renderLinks([upstreamLink({ status })]);
    await screen.findByRole('article');
    const shown = linkArticle().querySelector('[data-status]');
    expect(shown?.getAttribute('data-status')).toBe(status);
    expect(shown?.textContent).toBe(badge[status]);
  });

  it.each([
    [
      'login_expired' as const,
      'HoYoLAB no longer accepts these cookies. Link the account again with fresh ones.',
    ],
    [
      'verification_needed' as const,
      'HoYoLAB asks for a verification. Open your Battle Chronicle there, pass it, then sync again.',
    ],
    [
      'unreachable' as const,
      'HoYoLAB could not be reached. Chronicle tries again at the next sync.',
    ],
    [
      'interrupted' as const,
      'The sync stopped before it finished because the server restarted. Sync again to complete it.',
    ],
  ])('explains a %s error in plain words', async (reason, words) => {
    await renderLinks([upstreamLink({ status: 'error', last_error: problem(reason) })]);
    await screen.findByRole('article');
    expect(within(linkArticle()).getByText(words)).toBeTruthy();
  });

  it('keeps the technical details of an error small: retcode, endpoint, field, message', async () => {
    const error = problem('bad_answer', {
      retcode: 10102,
      endpoint: 'genshin/api/spiralAbyss',
      path: 'data.floors[0].levels',
      message: 'Data is not public',
    });
    await renderLinks([upstreamLink({ status: 'partial', last_error: error })]);
    await screen.findByRole('article');
    const item = linkArticle();
    expect(within(item).getByText('Partly synced')).toBeTruthy();
    const details = item.querySelector('details');
    expect(details?.querySelector('summary')?.textContent).toBe('Details');
    const text = details?.textContent ?? '';
    for (const part of [
      '10102',
      'genshin/api/spiralAbyss',
      'data.floors[0].levels',
      'Data is not public',
    ])
      expect(text).toContain(part);
  });

  it('says when a link never synced and has brought no role yet', async () => {
    await renderLinks([
      upstreamLink({
        status: 'pending',
        last_sync_at: null,
        last_success_at: null,
        next_sync_at: null,
        last_run: null,
        roles: [],
      }),
    ]);
    await screen.findByRole('article');
    const item = linkArticle();
    expect(within(item).getByText('No role brought in yet.')).toBeTruthy();
    expect(within(item).getAllByText('Not yet')).toHaveLength(2);
    expect(within(item).queryByText('Last sync run')).toBeNull();
  });

  it('shows the empty block and the form when nothing is linked', async () => {
    await renderLinks([]);
    expect(await screen.findByText('No linked account yet')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Link an account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link the account' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Import a file' })).toBeTruthy();
  });

  it('says so with a retry when the links cannot be loaded', async () => {
    fakeUpstreamApi({
      'upstream.links': () => new ApiError(RETCODE.UNAVAILABLE, 'Server not available'),
    });
    await renderApp(<LinkedAccounts />, { path: '/ys/set' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your linked accounts could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
