import { RETCODE } from '@chronicle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { renderApp } from '../../../test/render.js';
import { LinkedAccounts } from './linked-accounts.js';
import { callsTo, fakeUpstreamApi, linksAnswer, upstreamLink } from './links-fixture.js';

const CARDS_KEY = ['card.getGameRecordCard', { uid: '100000001' }];
const ROLES_KEY = ['binding.getUserGameRolesByCookie', { game_biz: 'hk4e_global' }];

/** A server with two links that forgets one when it is unlinked. */
async function renderTwoLinks(unlinkAnswer?: () => unknown) {
  let links = [upstreamLink(), upstreamLink({ id: 2, upstream_uid: '30001111', roles: [] })];
  const spy = fakeUpstreamApi({
    'upstream.links': () => linksAnswer(links),
    'upstream.unlink': (input) => {
      const answer = unlinkAnswer?.();
      if (answer) return answer;
      const { link_id } = input as { link_id: number };
      links = links.filter((link) => link.id !== link_id);
      return { deleted_roles: 1, deleted_snapshots: 12 };
    },
  });
  const rendered = await renderApp(<LinkedAccounts />, { path: '/ys/set' });
  rendered.queryClient.setQueryData(CARDS_KEY, { list: [] });
  rendered.queryClient.setQueryData(ROLES_KEY, { list: [] });
  await screen.findAllByRole('article');
  return { spy, queryClient: rendered.queryClient };
}

async function openUnlink(name: string) {
  const item = screen.getByRole('article', { name });
  await userEvent.click(within(item).getByRole('button', { name: 'Unlink' }));
  return screen.getByRole('alertdialog', {
    name: `Unlink ${name.replace(' · Account ID', ' ·')}?`,
  });
}

describe('Unlink', () => {
  it('asks whether to keep the records, and keeps them when told so', async () => {
    const { spy, queryClient } = await renderTwoLinks();
    const dialog = await openUnlink('HoYoLAB · Account ID 20481234');
    expect(within(dialog).getByText(/deletes its cookies/)).toBeTruthy();
    // Two clear choices, each saying what it does, and a way out.
    const keep = within(dialog).getByRole('button', { name: 'Keep the records' });
    expect(keep.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText('They stay on your account, but no longer update.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete the records too' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // The safe choice has the focus.
    expect(document.activeElement).toBe(keep);

    await userEvent.click(keep);
    expect(await screen.findByText('Account unlinked. Its records were kept.')).toBeTruthy();
    expect(callsTo(spy, 'upstream.unlink').map((call) => call.input)).toEqual([
      { link_id: 1, delete_records: false },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'HoYoLAB · Account ID 30001111' })).toBeTruthy();
    // The session's cards and the role selector are refetched: the roles stay or go accordingly.
    expect(queryClient.getQueryState(CARDS_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(ROLES_KEY)?.isInvalidated).toBe(true);
  });

  it('deletes the records too when told so', async () => {
    const { spy, queryClient } = await renderTwoLinks();
    const dialog = await openUnlink('HoYoLAB · Account ID 30001111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the records too' }));
    expect(await screen.findByText('Account unlinked, and its records deleted.')).toBeTruthy();
    expect(callsTo(spy, 'upstream.unlink').map((call) => call.input)).toEqual([
      { link_id: 2, delete_records: true },
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(queryClient.getQueryState(CARDS_KEY)?.isInvalidated).toBe(true);
  });

  it('changes nothing on cancel, the close button or Escape', async () => {
    const { spy } = await renderTwoLinks();
    let dialog = await openUnlink('HoYoLAB · Account ID 20481234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    dialog = await openUnlink('HoYoLAB · Account ID 20481234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await openUnlink('HoYoLAB · Account ID 20481234');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    expect(callsTo(spy, 'upstream.unlink')).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('keeps the dialog open with the reason when the unlink fails', async () => {
    await renderTwoLinks(() => new ApiError(RETCODE.CROSS_SITE, 'Cross-site request refused'));
    const dialog = await openUnlink('HoYoLAB · Account ID 20481234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the records' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'This request came from another site and was refused for your safety. Reload the page and try again.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep the records' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
