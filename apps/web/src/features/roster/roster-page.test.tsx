import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.js';
import { card, userInfo } from '../../test/fixtures.js';
import { saveCachedRole } from '../../lib/role-store.js';
import { fakeApi, renderApp } from '../../test/render.js';
import type { CharacterListBody, RosterCharacter } from './api/get-character-list.js';
import { characterInfo, externalContent, rosterList } from './roster-fixture.js';
import { RosterPage } from './roster-page.js';

type Handlers = Parameters<typeof fakeApi>[0];

/** The owner's session with a roster answered by `list` (the request body is passed in). */
function rosterApi(list: (body: CharacterListBody) => unknown, extra: Handlers = {}) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.characterList': (input) => list(input as CharacterListBody),
    'genshin.characterInfo': () => ({ avatars: [characterInfo()] }),
    'genshin.externalContent': () => externalContent(),
    ...extra,
  });
}

/** Answers like the server: element and weapon filters applied to the fixture roster. */
function serverList(body: CharacterListBody): { list: RosterCharacter[] } {
  return {
    list: rosterList().filter(
      (c) =>
        (!body.elements?.length || body.elements.includes(c.element)) &&
        (!body.weapon_type?.length || body.weapon_type.includes(c.weapon_type)),
    ),
  };
}

const tileNamed = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name},`) });

/** Another role of the same account, as the role selector stores it. */
const OTHER_ROLE = {
  aid: '100000001',
  game_role_id: '812000202',
  level: 45,
  region: 'os_usa',
  region_name: 'America Server',
  nickname: 'Lumine',
};

afterEach(() => {
  vi.useRealTimers();
  // The role store caches its snapshot in memory; a save for nobody's account empties it.
  saveCachedRole(2, { ...OTHER_ROLE, aid: '' });
});

describe('RosterPage (/ys/role/all)', () => {
  it('shows every character with level, constellation, bond and the shown/total count', async () => {
    rosterApi(serverList);
    await renderApp(<RosterPage />);
    const tile = await screen.findByRole('button', {
      name: 'Averine, 5-star, Wind, level 90, constellation 2, bond 10',
    });
    // The badges are drawn on the tile, beside the text-less button that covers it.
    const card = tile.parentElement ?? tile;
    expect(within(card).getByText('Lv. 90')).toBeTruthy();
    expect(within(card).getByText('C2')).toBeTruthy();
    expect(within(card).getByText('R1')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
  });

  it('sends the element filter to the server and shows only what it answers', async () => {
    const spy = rosterApi(serverList);
    const user = userEvent.setup();
    await renderApp(<RosterPage />);
    await screen.findByText('Showing 3 of 3');
    const fire = screen.getByRole('button', { name: 'Fire', pressed: false });
    await user.click(fire);
    await screen.findByText('Showing 1 of 3');
    expect(fire.getAttribute('aria-pressed')).toBe('true');
    const bodies = spy.mock.calls
      .filter(([endpoint]) => endpoint.id === 'genshin.characterList')
      .map((call) => call[1] as unknown as CharacterListBody);
    expect(bodies).toContainEqual({ role_id: '812000101', server: 'os_asia', elements: ['Pyro'] });
    expect(tileNamed('Quentinel')).toBeTruthy();
    expect(tileNamed('Averine')).toBeNull();
  });

  it('sends weapon types and the sort order in the request', async () => {
    const spy = rosterApi(serverList);
    const user = userEvent.setup();
    await renderApp(<RosterPage />);
    await screen.findByText('Showing 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Sword' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Bond');
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'genshin.characterList' }),
        { role_id: '812000101', server: 'os_asia', weapon_type: [1], sort_type: 3 },
        expect.anything(),
      ),
    );
  });

  it('filters rarity on the client, shows an empty state when nothing matches, and resets', async () => {
    const spy = rosterApi(serverList);
    const user = userEvent.setup();
    await renderApp(<RosterPage />);
    await screen.findByText('Showing 3 of 3');
    const callsBefore = spy.mock.calls.length;
    await user.click(screen.getByRole('button', { name: '5-star' }));
    expect(screen.getByText('Showing 1 of 3')).toBeTruthy();
    expect(tileNamed('Quentinel')).toBeNull();
    expect(spy.mock.calls.length).toBe(callsBefore);

    await user.click(screen.getByRole('button', { name: 'Fire' }));
    expect(await screen.findByText('No characters match these filters.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Reset' })[0]!);
    await screen.findByText('Showing 3 of 3');
    expect(screen.getByRole('button', { name: '5-star' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('groups special characters after the grid and copes without constellations or element', async () => {
    rosterApi(serverList);
    await renderApp(<RosterPage />);
    const group = await screen.findByRole('region', { name: 'Special characters' });
    const tile = within(group).getByRole('button', {
      name: 'Tessel, 4-star, No fixed element, level 60, bond 4',
    });
    expect(within(tile).queryByText(/^C\d/)).toBeNull();
    expect(within(group).queryByRole('button', { name: /^Averine/ })).toBeNull();
  });

  it('shows the hover card 80 ms after the pointer enters, with the character’s numbers', async () => {
    rosterApi(serverList);
    await renderApp(<RosterPage />);
    const tile = await screen.findByRole('button', { name: /^Quentinel,/ });
    vi.useFakeTimers();
    fireEvent.pointerOver(tile, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    act(() => {
      vi.advanceTimersByTime(79);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const hover = screen.getByRole('tooltip');
    expect(within(hover).getByText('Quentinel')).toBeTruthy();
    expect(within(hover).getByText('Level').nextElementSibling?.textContent).toBe('80');
    expect(within(hover).getByText('Constellations').nextElementSibling?.textContent).toBe('3');
    expect(within(hover).getByText('Bond').nextElementSibling?.textContent).toBe('7');
    expect(within(hover).getByText("Lanternkeeper's Sword")).toBeTruthy();
    expect(within(hover).getByText('Lv. 70 · Refinement 5')).toBeTruthy();
    expect(document.activeElement).not.toBe(hover);
    fireEvent.pointerOut(tile, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  // jsdom's :focus-visible emulation keeps state across the tests of a file and only recognises
  // the first keyboard focus on a tile, so everything about the keyboard card is in this one test.
  it('shows the card beside a keyboard-focused tile, describes the tile with it, and hides it on Escape', async () => {
    rosterApi(serverList);
    const user = userEvent.setup();
    await renderApp(<RosterPage />);
    const tile = await screen.findByRole('button', { name: /^Averine,/ });
    expect(tile.getAttribute('aria-describedby')).toBeNull();
    while (document.activeElement !== tile) await user.tab();
    const hover = await screen.findByRole('tooltip');
    expect(within(hover).getByText('Averine')).toBeTruthy();
    expect(document.activeElement).toBe(tile);
    expect(hover.id).not.toBe('');
    expect(tile.getAttribute('aria-describedby')).toBe(hover.id);

    const elsewhere = vi.fn();
    window.addEventListener('keydown', elsewhere);
    try {
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(tile.getAttribute('aria-describedby')).toBeNull();
      expect(document.activeElement).toBe(tile);
      expect(elsewhere).not.toHaveBeenCalled();
      // With no card shown, Escape goes on to whatever else listens for it.
      await user.keyboard('{Escape}');
      expect(elsewhere).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('keydown', elsewhere);
    }
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides the pointer card with Escape, and keeps it hidden while the pointer moves on the tile', async () => {
    rosterApi(serverList);
    await renderApp(<RosterPage />);
    const tile = await screen.findByRole('button', { name: /^Quentinel,/ });
    vi.useFakeTimers();
    fireEvent.pointerOver(tile, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    act(() => {
      vi.advanceTimersByTime(80);
    });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerMove(tile, { pointerType: 'mouse', clientX: 110, clientY: 105 });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the role card on click with extra content and only the links that have a URL', async () => {
    rosterApi(serverList, {
      'genshin.characterInfo': () => ({ avatars: [characterInfo({ caculator_url: '' })] }),
    });
    const user = userEvent.setup();
    await renderApp(<RosterPage />);
    await user.click(await screen.findByRole('button', { name: /^Averine,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Averine' });
    expect(within(dialog).getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(await within(dialog).findByText('A bard who follows the wind.')).toBeTruthy();
    expect(within(dialog).getByText('June 16')).toBeTruthy();
    const wiki = await within(dialog).findByRole('link', { name: /^Wiki/ });
    expect(wiki.getAttribute('href')).toBe('https://wiki.example/averine');
    expect(wiki.getAttribute('target')).toBe('_blank');
    expect(wiki.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: /^Cultivation guide/ })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: /^Calculator/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'View details' })).toBeTruthy();
  });

  it('opens the role card with the keyboard and still shows it when its extras fail', async () => {
    rosterApi(serverList, {
      'genshin.characterInfo': () => new ApiError(-10001, 'Unknown endpoint'),
      'genshin.externalContent': () => new ApiError(-10001, 'Unknown endpoint'),
    });
    const user = userEvent.setup();
    await renderApp(<RosterPage />);
    const tile = await screen.findByRole('button', { name: /^Quentinel,/ });
    tile.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Quentinel' });
    expect(
      await within(dialog).findByText(
        'More information about this character is not available right now.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).getByText('Sword')).toBeTruthy();
  });

  it('opens the card a deep link names once the roster has loaded', async () => {
    rosterApi(serverList);
    await renderApp(<RosterPage />, { path: '/ys/role/all?id=10000108' });
    expect(await screen.findByRole('dialog', { name: 'Quentinel' })).toBeTruthy();
  });

  it('shows no hover card on the mobile shell, and opens the card in a sheet', async () => {
    rosterApi(serverList);
    const user = userEvent.setup();
    await renderApp(<RosterPage />, { shell: 'mobile' });
    const tile = await screen.findByRole('button', { name: /^Averine,/ });
    vi.useFakeTimers();
    fireEvent.pointerOver(tile, { pointerType: 'mouse', clientX: 10, clientY: 10 });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    vi.useRealTimers();
    await user.click(tile);
    expect(await screen.findByRole('dialog', { name: 'Averine' })).toBeTruthy();
  });

  it("closes the last role's card and shows none of its characters while another role loads", async () => {
    let answerOther: (data: unknown) => void = () => undefined;
    const other = new Promise((resolve) => (answerOther = resolve));
    rosterApi((body) => (body.role_id === OTHER_ROLE.game_role_id ? other : serverList(body)));
    const user = userEvent.setup();
    await renderApp(<RosterPage />);
    await user.click(await screen.findByRole('button', { name: /^Averine,/ }));
    await screen.findByRole('dialog', { name: 'Averine' });
    await user.click(screen.getByRole('button', { name: 'View details' }));

    act(() => saveCachedRole(2, OTHER_ROLE));
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(tileNamed('Averine')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => answerOther({ list: rosterList().filter((c) => c.name !== 'Averine') }));
    expect(await screen.findByText('Showing 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows loading_failed with a retry when the server cannot be reached', async () => {
    let attempts = 0;
    rosterApi(() => {
      attempts += 1;
      return attempts <= 1 ? new NetworkError('offline') : serverList({ role_id: '', server: '' });
    });
    const user = userEvent.setup();
    await renderApp(<RosterPage />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 3 of 3')).toBeTruthy();
  });

  it('shows not_data when the role has no characters', async () => {
    rosterApi(() => ({ list: [] }));
    await renderApp(<RosterPage />);
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});
