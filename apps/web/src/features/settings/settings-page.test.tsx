import { RETCODE } from '@chronicle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import type { GameRecordCard } from '../../lib/session.js';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import type { UpstreamLink } from './links/api/upstream-links.js';
import { importSummary, upstreamLink } from './links/links-fixture.js';
import { SettingsPage } from './settings-page.js';

const OWNER = '100000001';

type Switches = Record<number, boolean>;

function cardOf(gameId: number, switches: Switches, overrides: Partial<GameRecordCard> = {}) {
  return card({
    game_id: gameId,
    data_switches: Object.entries(switches).map(([id, on]) => ({
      switch_id: Number(id),
      is_public: on,
      switch_name: `Server name of switch ${id}`,
    })),
    ...overrides,
  });
}

interface ServerOptions {
  cards?: GameRecordCard[];
  minor?: boolean;
  /** Answer of changeDataSwitch; an Error is thrown, anything else means the change is stored. */
  change?: (body: unknown) => unknown;
  /** Card refetches after the first load never answer (shows the state before a refetch). */
  holdRefetch?: boolean;
  /** The linked accounts upstream/links answers. */
  links?: UpstreamLink[];
  /** Cards the server has after an import (the import brought roles in). */
  afterImport?: GameRecordCard[];
}

/** A fake server that remembers switch changes, so a refetch answers the stored state. */
function fakeServer(options: ServerOptions = {}) {
  let cards = options.cards ?? [
    cardOf(2, { 1: true, 2: true, 3: false }),
    cardOf(1, { 1: true, 2: false }),
    cardOf(6, { 1: false, 4: true }),
  ];
  let loads = 0;
  const spy = fakeApi({
    'community.getUserFullInfo': () => userInfo(OWNER, { is_minor: options.minor === true }),
    'upstream.links': () => ({
      links: options.links ?? [],
      hosts: [{ name: 'HoYoLAB', origin: 'https://bbs-api-os.hoyolab.com' }],
      sync_interval_hours: 6,
    }),
    'upstream.import': () => {
      if (options.afterImport) cards = options.afterImport;
      return { summary: importSummary() };
    },
    'card.getGameRecordCard': () => {
      loads += 1;
      if (options.holdRefetch && loads > 1) return new Promise(() => undefined);
      return { list: structuredClone(cards) };
    },
    'card.changeDataSwitch': (input) => {
      const answer = options.change?.(input);
      if (answer instanceof Error) return answer;
      const body = input as { switch_id: number; is_public: boolean; game_id: number };
      const target = cards
        .find((c) => c.game_id === body.game_id)
        ?.data_switches.find((s) => s.switch_id === body.switch_id);
      if (target) target.is_public = body.is_public;
      return {};
    },
  });
  const changes = () =>
    spy.mock.calls.filter(([endpoint]) => endpoint.id === 'card.changeDataSwitch').map((c) => c[1]);
  const cardLoads = () =>
    spy.mock.calls.filter(([endpoint]) => endpoint.id === 'card.getGameRecordCard').length;
  return { spy, changes, cardLoads };
}

function switchNamed(name: string) {
  return screen.getByRole('switch', { name });
}

function checkedOf(name: string) {
  return switchNamed(name).getAttribute('aria-checked');
}

/** The visible titles of the privacy switches, in page order, read through their labelling. */
function switchTitles() {
  return within(screen.getByRole('region', { name: 'Privacy switches' }))
    .getAllByRole('switch')
    .map((s) => document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent);
}

/** The "What visitors see" lines as "label: value". */
function visitorLines() {
  const panel = screen.getByRole('region', { name: 'What visitors see' });
  return within(panel)
    .getAllByRole('listitem')
    .map((item) => {
      const label = item.querySelector('.visitor-summary__label')?.textContent;
      const value = item.querySelector('.visitor-summary__value')?.textContent;
      return `${label}: ${value}`;
    });
}

describe('SettingsPage (/ys/set)', () => {
  it('shows the main game switches with their own titles and the exact state of the card', async () => {
    const { spy } = fakeServer();
    await renderApp(<SettingsPage />, { path: '/ys/set' });

    const chronicle = await screen.findByRole('switch', {
      name: 'Show my chronicle on my profile',
    });
    expect(switchTitles()).toEqual([
      'Show my chronicle on my profile',
      'Show character details',
      'Enable real-time notes',
    ]);
    expect(chronicle.getAttribute('aria-checked')).toBe('true');
    expect(checkedOf('Show character details')).toBe('true');
    expect(checkedOf('Enable real-time notes')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Data privacy' })).toBeTruthy();
    expect(screen.getByText('Wanderlight Chronicle')).toBeTruthy();
    expect(
      screen.getByText('These settings apply to all roles of this account in this game.'),
    ).toBeTruthy();
    // Each switch says what it does, and the description is tied to the switch.
    expect(switchNamed('Show character details').getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(
        'Visitors can see your builds: weapons, artifacts, constellations and talents.',
      ).id,
    ).toBe(switchNamed('Show character details').getAttribute('aria-describedby'));
    // The session's card query is the page's: one request, for the own uid.
    const cardCalls = spy.mock.calls.filter(([e]) => e.id === 'card.getGameRecordCard');
    expect(cardCalls.map((c) => c[1])).toEqual([{ uid: OWNER }]);
  });

  it('posts exactly the changed switch of the current game and keeps the new state', async () => {
    const { changes, cardLoads } = fakeServer();
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });

    await user.click(await screen.findByRole('switch', { name: 'Show character details' }));

    expect(changes()).toEqual([{ switch_id: 2, is_public: false, game_id: 2 }]);
    expect(await screen.findByText('Saved')).toBeTruthy();
    // The cards are refetched so the rest of the app follows; the switch shows the stored value.
    await waitFor(() =>
      expect(switchNamed('Show character details').getAttribute('aria-disabled')).toBeNull(),
    );
    expect(cardLoads()).toBe(2);
    expect(checkedOf('Show character details')).toBe('false');
    expect(checkedOf('Show my chronicle on my profile')).toBe('true');
  });

  it('is operable from the keyboard (Space on the focused switch)', async () => {
    const { changes } = fakeServer();
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    const notes = await screen.findByRole('switch', { name: 'Enable real-time notes' });

    notes.focus();
    await user.keyboard(' ');

    expect(changes()).toEqual([{ switch_id: 3, is_public: true, game_id: 2 }]);
    await waitFor(() => expect(checkedOf('Enable real-time notes')).toBe('true'));
    expect(document.activeElement).toBe(notes);
  });

  it('shows the new state at once and disables the switch while the change is pending', async () => {
    let release: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      release = resolve;
    });
    const { spy, changes } = fakeServer();
    const original = spy.getMockImplementation();
    spy.mockImplementation(async (endpoint, input) => {
      if (endpoint.id === 'card.changeDataSwitch') await pending;
      return original?.(endpoint, input);
    });
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });

    await user.click(
      await screen.findByRole('switch', { name: 'Show my chronicle on my profile' }),
    );

    const chronicle = switchNamed('Show my chronicle on my profile');
    expect(chronicle.getAttribute('aria-checked')).toBe('false');
    expect(chronicle.getAttribute('aria-disabled')).toBe('true');
    // A second press while saving sends nothing, and the focus stays on the switch.
    await user.click(chronicle);
    expect(changes()).toEqual([{ switch_id: 1, is_public: false, game_id: 2 }]);
    expect(document.activeElement).toBe(chronicle);
    release({});
    await waitFor(() => expect(chronicle.getAttribute('aria-disabled')).toBeNull());
    expect(chronicle.getAttribute('aria-checked')).toBe('false');
  });

  it('rolls a failed change back and says so in an error toast', async () => {
    const { changes } = fakeServer({
      change: () => new ApiError(RETCODE.INVALID_REQUEST, 'Invalid request'),
      // The old value must come back from the rollback itself, not from a later refetch.
      holdRefetch: true,
    });
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });

    await user.click(await screen.findByRole('switch', { name: 'Show character details' }));

    expect(changes()).toEqual([{ switch_id: 2, is_public: false, game_id: 2 }]);
    expect(
      await screen.findByText("Couldn't save the change. The request was not valid."),
    ).toBeTruthy();
    await waitFor(() => expect(checkedOf('Show character details')).toBe('true'));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('says a details switch has no effect while the chronicle is hidden, and keeps it operable', async () => {
    const { changes } = fakeServer();
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    const hint = 'Has no effect while your chronicle is hidden.';
    await screen.findByRole('switch', { name: 'Show character details' });
    expect(screen.queryByText(hint)).toBeNull();

    await user.click(switchNamed('Show my chronicle on my profile'));

    expect(await screen.findByText(hint)).toBeTruthy();
    // Only the details row carries it: the notes are never shown to visitors anyway.
    expect(screen.getAllByText(hint)).toHaveLength(1);
    const details = switchNamed('Show character details');
    expect(details.getAttribute('aria-describedby')).toContain(
      screen.getByText(hint).parentElement?.id,
    );
    await waitFor(() => expect(details.getAttribute('aria-disabled')).toBeNull());
    await user.click(details);
    expect(changes()).toEqual([
      { switch_id: 1, is_public: false, game_id: 2 },
      { switch_id: 2, is_public: false, game_id: 2 },
    ]);
  });

  it('sums up what visitors see, and follows the switches', async () => {
    fakeServer();
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    await screen.findByRole('switch', { name: 'Show character details' });

    expect(visitorLines()).toEqual([
      'Overview and record pages: Visible',
      'Character builds: Visible',
      'Real-time notes: Off',
    ]);

    await user.click(switchNamed('Enable real-time notes'));
    await user.click(switchNamed('Show character details'));
    await waitFor(() =>
      expect(visitorLines()).toEqual([
        'Overview and record pages: Visible',
        'Character builds: Hidden',
        'Real-time notes: Only you',
      ]),
    );

    await user.click(switchNamed('Show character details'));
    await user.click(switchNamed('Show my chronicle on my profile'));
    await waitFor(() =>
      expect(visitorLines()).toEqual([
        'Overview and record pages: Hidden',
        'Character builds: Hidden',
        'Real-time notes: Only you',
      ]),
    );
    expect(
      screen.getByText('Your chronicle is hidden, so visitors see nothing at all.'),
    ).toBeTruthy();
  });

  it('tells an under-13 owner that nothing is shown to others, and visitors see nothing', async () => {
    const { changes } = fakeServer({ minor: true });
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });

    const notice = await screen.findByRole('complementary', { name: 'Your records stay private' });
    expect(notice.textContent).toContain(
      'Accounts of players under 13 are never shown to other players, whatever these switches say.',
    );
    expect(visitorLines()).toEqual([
      'Overview and record pages: Hidden',
      'Character builds: Hidden',
      'Real-time notes: Hidden',
    ]);
    expect(screen.getByText('You are under 13, so visitors see nothing at all.')).toBeTruthy();
    // The switches still work, for when they turn 13.
    await user.click(switchNamed('Enable real-time notes'));
    expect(changes()).toEqual([{ switch_id: 3, is_public: true, game_id: 2 }]);
  });

  it('has no minor notice for an adult owner', async () => {
    fakeServer();
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    await screen.findByRole('switch', { name: 'Show character details' });
    expect(screen.queryByText('Your records stay private')).toBeNull();
  });

  it('refuses a visitor, shows no switch and links back to the visited home', async () => {
    const { changes } = fakeServer();
    window.history.replaceState(null, '', '/index.html#/ys/set?uid=100000002');
    await renderApp(<SettingsPage />, { path: '/ys/set?uid=100000002' });

    expect(await screen.findByText('Only the owner can change these settings')).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    const back = screen.getByRole('link', { name: 'Back to the chronicle' });
    expect(back.getAttribute('href')).toBe('/ys?uid=100000002');
    expect(changes()).toEqual([]);
  });

  it('shows the empty block when the account has no role in the game', async () => {
    fakeServer({ cards: [cardOf(2, { 1: true, 2: true, 3: true }, { has_role: false })] });
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    expect(await screen.findByText('No role in this game yet')).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });

  it('offers a newcomer with no role at all the linked accounts and the import', async () => {
    fakeServer({ cards: [] });
    await renderApp(<SettingsPage />, { path: '/hsr/set' });
    expect(await screen.findByText('No role in this game yet')).toBeTruthy();
    expect(screen.getByText(/Link your HoYoLAB account or import a file/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Linked accounts' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Link the account' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Import a file' })).toBeTruthy();
  });

  it('keeps the import summary on screen when the import brings the first role in', async () => {
    fakeServer({ cards: [], afterImport: [cardOf(2, { 1: true, 2: true, 3: true })] });
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    const file = new File(['{"log":{"entries":[]}}'], 'chronicle.har', {
      type: 'application/json',
    });
    await userEvent.upload(await screen.findByLabelText('Choose files'), file);
    // The role arrived: the switches show, and the summary of the import is still there.
    await screen.findByRole('switch', { name: 'Show my chronicle on my profile' });
    expect(screen.getByText('Answers imported')).toBeTruthy();
  });

  it('lists the linked accounts under the switches of an owner with a role', async () => {
    fakeServer({ links: [upstreamLink()] });
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    await screen.findByRole('switch', { name: 'Show my chronicle on my profile' });
    const links = await screen.findByRole('region', { name: 'Linked accounts' });
    expect(await within(links).findByRole('article', { name: /HoYoLAB/ })).toBeTruthy();
    expect(within(links).getByText('Up to date')).toBeTruthy();
  });

  it("lists the switches in the game's order, and names one it has no text for by the server", async () => {
    const switches = [7, 3, 1, 2].map((id) => ({
      switch_id: id,
      is_public: false,
      switch_name: `Server name of switch ${id}`,
    }));
    fakeServer({ cards: [card({ data_switches: switches })] });
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    expect(await screen.findByRole('switch', { name: 'Server name of switch 7' })).toBeTruthy();
    expect(switchTitles()).toEqual([
      'Show my chronicle on my profile',
      'Show character details',
      'Enable real-time notes',
      'Server name of switch 7',
    ]);
  });
});

describe('SettingsPage in the other games', () => {
  it('/bh3/set shows switches 1 and 2 of the anime game and posts its game id', async () => {
    const { changes } = fakeServer();
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/bh3/set' });

    await screen.findByRole('switch', { name: 'Show my chronicle on my profile' });
    expect(switchTitles()).toEqual(['Show my chronicle on my profile', 'Show character details']);
    expect(checkedOf('Show my chronicle on my profile')).toBe('true');
    expect(checkedOf('Show character details')).toBe('false');
    expect(screen.getByText('Starfall Vanguard Chronicle')).toBeTruthy();
    expect(visitorLines()).toEqual([
      'Overview and record pages: Visible',
      'Character builds: Hidden',
    ]);

    await user.click(switchNamed('Show character details'));
    expect(changes()).toEqual([{ switch_id: 2, is_public: true, game_id: 1 }]);
  });

  it('/hsr/set shows switches 1 and 4 and posts game id 6', async () => {
    const { changes } = fakeServer();
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/hsr/set' });

    await screen.findByRole('switch', { name: 'Show my chronicle on my profile' });
    expect(switchTitles()).toEqual(['Show my chronicle on my profile', 'Show character details']);
    expect(checkedOf('Show my chronicle on my profile')).toBe('false');
    expect(checkedOf('Show character details')).toBe('true');
    // Switch 1 is off: the details switch says it has no effect, and visitors see nothing.
    expect(screen.getByText('Has no effect while your chronicle is hidden.')).toBeTruthy();
    expect(visitorLines()).toEqual([
      'Overview and record pages: Hidden',
      'Character builds: Hidden',
    ]);

    await user.click(switchNamed('Show my chronicle on my profile'));
    expect(changes()).toEqual([{ switch_id: 1, is_public: true, game_id: 6 }]);
    await waitFor(() =>
      expect(visitorLines()).toEqual([
        'Overview and record pages: Visible',
        'Character builds: Visible',
      ]),
    );
  });
});
