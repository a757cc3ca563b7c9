import { RETCODE } from '@chronicle/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { renderApp, testI18n } from '../../../test/render.js';
import type { UpstreamLink } from './api/upstream-links.js';
import { LinkedAccounts } from './linked-accounts.js';
import { HOYOLAB, callsTo, fakeUpstreamApi, linksAnswer, upstreamLink } from './links-fixture.js';

const MIRROR = { name: 'Mirror', origin: 'https://chronicle.example.org' };
const CARDS_KEY = ['card.getGameRecordCard', { uid: '100000001' }];

function created(): UpstreamLink {
  return upstreamLink({
    id: 7,
    status: 'pending',
    last_sync_at: null,
    last_success_at: null,
    last_run: null,
    roles: [],
  });
}

async function renderForm(options: { hosts?: (typeof HOYOLAB)[]; link?: () => unknown } = {}) {
  let links: UpstreamLink[] = [];
  const spy = fakeUpstreamApi({
    'upstream.links': () => linksAnswer(links, options.hosts ?? [HOYOLAB]),
    'upstream.link': () => {
      const answer = options.link?.();
      if (answer) return answer;
      links = [created()];
      return { link: created() };
    },
  });
  const rendered = await renderApp(<LinkedAccounts />, { path: '/ys/set' });
  rendered.queryClient.setQueryData(CARDS_KEY, { list: [] });
  const form = await screen.findByRole('region', { name: 'Link an account' });
  return { spy, form, queryClient: rendered.queryClient };
}

const submit = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Link the account' }));

describe('Link an account', () => {
  it('sends the pasted cookie string with English and the page language, then lists the new link', async () => {
    const { spy, form, queryClient } = await renderForm();
    // A single upstream is shown as text, not as a choice.
    expect(within(form).queryByRole('combobox')).toBeNull();
    expect(within(form).getByText('HoYoLAB')).toBeTruthy();
    expect(within(form).getByText(HOYOLAB.origin)).toBeTruthy();
    expect(
      within(form).getByText(
        'The cookies are stored encrypted and used only to read your records. Unlinking the account removes them.',
      ),
    ).toBeTruthy();

    const cookies = within(form).getByLabelText('Cookies');
    await userEvent.type(cookies, 'mi18nLang=en-us; ltuid_v2=20481234; ltoken_v2=v2_secret');
    await submit(form);

    expect(await screen.findByText('Account linked. The first sync has started.')).toBeTruthy();
    expect(callsTo(spy, 'upstream.link').map((call) => call.input)).toEqual([
      {
        upstream: 'HoYoLAB',
        cookie: 'mi18nLang=en-us; ltuid_v2=20481234; ltoken_v2=v2_secret',
        langs: ['en-us'],
      },
    ]);
    const item = await screen.findByRole('article', { name: 'HoYoLAB · Account ID 20481234' });
    expect(within(item).getByText('Waiting for the first sync')).toBeTruthy();
    expect(queryClient.getQueryState(CARDS_KEY)?.isInvalidated).toBe(true);
    // With a link made, the form folds away behind "Link another account", which takes the focus.
    const another = within(form).getByRole('button', { name: 'Link another account' });
    expect(another.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(another);
    expect(within(form).queryByLabelText('Cookies')).toBeNull();
  });

  it('builds the cookie from the two fields, and asks the page language too', async () => {
    const { spy, form } = await renderForm({ hosts: [HOYOLAB, MIRROR] });
    // The page in German (its strings fall back to English here): names are fetched in both.
    const i18n = await testI18n();
    await act(async () => {
      await i18n.changeLanguage('de-de');
    });
    onTestFinished(async () => {
      await i18n.changeLanguage('en-us');
    });
    // Several upstreams: a labelled choice.
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Site' }), 'Mirror');
    expect(within(form).getByText(MIRROR.origin)).toBeTruthy();

    await userEvent.click(within(form).getByRole('radio', { name: 'Enter the two values' }));
    expect(within(form).queryByLabelText('Cookies')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Account ID (ltuid_v2)'), ' 20481234 ');
    const token = within(form).getByLabelText('Token (ltoken_v2)');
    expect(token.getAttribute('type')).toBe('password');
    await userEvent.type(token, 'ltoken_v2=v2_secret;');
    await userEvent.click(within(form).getByRole('button', { name: 'Show the token' }));
    expect(token.getAttribute('type')).toBe('text');
    await submit(form);

    await screen.findByText('Account linked. The first sync has started.');
    expect(callsTo(spy, 'upstream.link')[0]?.input).toEqual({
      upstream: 'Mirror',
      cookie: 'ltuid_v2=20481234; ltoken_v2=v2_secret',
      langs: ['en-us', 'de-de'],
    });
  });

  it('shows the server refusal in its own words, and tells a missing cookie before asking', async () => {
    const { spy, form } = await renderForm({
      link: () => new ApiError(RETCODE.UPSTREAM_LOGIN_REJECTED, 'The upstream did not accept'),
    });
    const cookies = within(form).getByLabelText('Cookies');

    await userEvent.type(cookies, 'ltuid_v2=20481234');
    await submit(form);
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Both ltuid_v2 and ltoken_v2 are needed.',
    );
    expect(callsTo(spy, 'upstream.link')).toEqual([]);
    expect(cookies.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(cookies, '; ltoken_v2=expired');
    expect(within(form).queryByRole('alert')).toBeNull();
    await submit(form);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'The site you are linking did not accept these cookies. Copy fresh ones while you are logged in there, then try again.',
    );
    expect(cookies.getAttribute('aria-describedby')).toBe(alert.id);
    // What was typed stays, to be fixed.
    expect((cookies as HTMLTextAreaElement).value).toBe('ltuid_v2=20481234; ltoken_v2=expired');
  });

  it('explains how to find the cookies in a disclosure', async () => {
    const { form } = await renderForm();
    const summary = within(form).getByText('How do I find my cookies?');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    await userEvent.click(summary);
    expect(details?.open).toBe(true);
    const steps = within(details as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Open HoYoLAB in a desktop browser and make sure you are logged in.',
      'Press F12 to open the developer tools.',
      'Open Application (Chrome, Edge) or Storage (Firefox), then Cookies, and pick the HoYoLAB site.',
      'Copy the values of ltuid_v2 and ltoken_v2 and paste them here.',
    ]);
  });

  it('says when the server offers no upstream to link to', async () => {
    const { form } = await renderForm({ hosts: [] });
    expect(
      within(form).getByText(
        'This server is not set up to link accounts. Importing a file still works.',
      ),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Link the account' })).toBeNull();
  });

  it('unfolds the form again for another account', async () => {
    fakeUpstreamApi({ 'upstream.links': () => linksAnswer([upstreamLink()]) });
    await renderApp(<LinkedAccounts />, { path: '/ys/set' });
    const form = await screen.findByRole('region', { name: 'Link an account' });
    expect(within(form).queryByLabelText('Cookies')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Link another account' }));
    await waitFor(() => expect(within(form).getByLabelText('Cookies')).toBeTruthy());
  });
});
