import { RETCODE, type PeriodsData } from '@chronicle/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.js';
import { saveCachedRole } from '../../lib/role-store.js';
import { card, indexData, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { abyssPeriod, previousPeriod } from './abyss-fixture.js';
import { AbyssPage } from './abyss-page.js';
import type { SpiralAbyssQuery } from './api/get-spiral-abyss.js';

/** The overview's character list, which the page reads names from. */
function withNames() {
  const data = indexData();
  const template = data.avatars[0];
  if (!template) throw new Error('the index fixture has no avatar');
  data.avatars = [
    { ...template, id: 10000030, name: 'Averine' },
    { ...template, id: 10000052, name: 'Corvan' },
    { ...template, id: 10000010, name: 'Liora' },
  ];
  return data;
}

/** What history/periods answers: `count` stored periods, 87 the newest, a month each. */
function storedPeriods(count: number): PeriodsData {
  const month = 31 * 86400;
  return {
    kind: 'spiral_abyss',
    list: Array.from({ length: count }, (_, i) => ({
      period: String(87 - i),
      start_time: 1767225600 - i * month,
      end_time: 1767225600 - i * month + month - 1,
      captured_at: 1767225600000,
      headline: `${12 - i}-3 ★${36 - i}`,
      metrics: { floor: 12 - i, chamber: 3, stars: 36 - i },
    })),
  };
}

function ownerApi(abyss: (query: SpiralAbyssQuery) => unknown, periods = 2) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.index': withNames,
    'genshin.spiralAbyss': (input) => abyss(input as SpiralAbyssQuery),
    'history.periods': () => storedPeriods(periods),
  });
}

const byPeriod = (query: SpiralAbyssQuery) =>
  query.schedule_type === 2 ? previousPeriod() : abyssPeriod();

/** The value shown under a summary label. */
function summaryValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

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
  // The role store caches its snapshot in memory; a save for nobody's account empties it.
  saveCachedRole(2, { ...OTHER_ROLE, aid: '' });
});

describe('AbyssPage (/ys/abyss)', () => {
  it('shows the current period: dates, deepest floor, stars, battles and win rate', async () => {
    const spy = ownerApi(byPeriod);
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    await screen.findByText('Deepest descent');
    expect(summaryValue('Deepest descent')).toBe('12-3');
    expect(summaryValue('Total stars')).toContain('33');
    expect(summaryValue('Battles fought')).toBe('15');
    expect(summaryValue('Battles won')).toBe('12');
    expect(summaryValue('Win rate')).toBe('80.00%');
    const current = screen.getByRole('radio', { name: /Current period/ });
    expect(current.getAttribute('aria-checked')).toBe('true');
    expect(current.textContent).toContain('2026.01.01 – 2026.01.31');
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.spiralAbyss' }),
      { role_id: '812000101', server: 'os_asia', schedule_type: 1 },
      expect.anything(),
    );
  });

  it('refetches with schedule_type 2 when switching to the previous period', async () => {
    const spy = ownerApi(byPeriod);
    const user = userEvent.setup();
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    await screen.findByText('Deepest descent');
    await user.click(screen.getByRole('radio', { name: /Previous period/ }));
    await screen.findByText('11-2');
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.spiralAbyss' }),
      { role_id: '812000101', server: 'os_asia', schedule_type: 2 },
      expect.anything(),
    );
    expect(summaryValue('Total stars')).toContain('26');
    expect(summaryValue('Battles fought')).toBe('9');
    const previous = screen.getByRole('radio', { name: /Previous period/ });
    expect(previous.getAttribute('aria-checked')).toBe('true');
    expect(previous.textContent).toContain('2025.12.01 – 2025.12.31');
  });

  it('lists every stored period when there are more than two, and reads an older one by period', async () => {
    const spy = ownerApi(
      (query) =>
        query.period === '84'
          ? abyssPeriod({ schedule_id: 84, start_time: '1759276800', max_floor: '9-3' })
          : byPeriod(query),
      4,
    );
    const user = userEvent.setup();
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    await screen.findByText('Deepest descent');
    const select = await screen.findByRole('combobox', { name: 'All seasons (4)' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('12-3 ★36 (current)'),
      expect.stringContaining('11-3 ★35'),
      expect.stringContaining('10-3 ★34'),
      expect.stringContaining('9-3 ★33'),
    ]);
    await user.selectOptions(select, '84');
    await screen.findByText('9-3');
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.spiralAbyss' }),
      { role_id: '812000101', server: 'os_asia', period: '84' },
      expect.anything(),
    );
    // An older period lights neither current nor previous; picking previous goes back to schedule_type.
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-checked')).toBe('false');
    }
    await user.selectOptions(select, '86');
    await screen.findByText('11-2');
    const previous = screen.getByRole('radio', { name: /Previous period/ });
    expect(previous.getAttribute('aria-checked')).toBe('true');
  });

  it('shows no season list with two stored periods or fewer', async () => {
    const spy = ownerApi(byPeriod, 2);
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    await screen.findByText('Deepest descent');
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'history.periods' }),
        { game_id: 2, role_id: '812000101', server: 'os_asia', kind: 'spiral_abyss' },
        expect.anything(),
      ),
    );
    await act(() => Promise.resolve());
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("never shows the last role's period under another role, and starts it on the current period", async () => {
    let answerOther: (data: unknown) => void = () => undefined;
    const other = new Promise((resolve) => (answerOther = resolve));
    const spy = ownerApi((query) =>
      query.role_id === OTHER_ROLE.game_role_id ? other : byPeriod(query),
    );
    const user = userEvent.setup();
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    await screen.findByText('Deepest descent');
    await user.click(screen.getByRole('radio', { name: /Previous period/ }));
    await screen.findByText('11-2');

    act(() => saveCachedRole(2, OTHER_ROLE));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('11-2')).toBeNull();
    expect(screen.queryByText('Deepest descent')).toBeNull();
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.spiralAbyss' }),
      { role_id: '812000202', server: 'os_usa', schedule_type: 1 },
      expect.anything(),
    );

    act(() => answerOther(abyssPeriod({ max_floor: '9-3' })));
    expect(await screen.findByText('9-3')).toBeTruthy();
    const current = screen.getByRole('radio', { name: /Current period/ });
    expect(current.getAttribute('aria-checked')).toBe('true');
  });

  it('lists every rank with its localized label and value', async () => {
    ownerApi(byPeriod);
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    const ranks = await screen.findByRole('region', { name: 'Battle records' });
    expect(within(ranks).getByText('Most used')).toBeTruthy();
    expect(within(ranks).getByText('12 battles')).toBeTruthy();
    // Names come from the overview call; the spire payload only has ids.
    const named = await within(ranks).findAllByText('Averine');
    expect(named[0]?.closest('li')?.textContent).toContain('12 battles');
    expect(within(ranks).getByText('8 battles')).toBeTruthy();
    const records: [string, string][] = [
      ['Most defeats', '36Corvan'],
      ['Strongest single strike', '197,849'],
      ['Most damage taken', '146,675'],
      ['Skills cast', '33'],
      ['Bursts unleashed', '7'],
    ];
    for (const [label, value] of records) {
      const item = within(ranks).getByText(label).closest('li');
      expect(item?.textContent).toContain(value);
    }
  });

  it('opens a floor to show its disorder, chambers with stars, and both teams', async () => {
    ownerApi(byPeriod);
    const user = userEvent.setup();
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    const floors = await screen.findByRole('region', { name: 'Floors' });
    const toggle = within(floors).getByRole('button', { name: /Floor 12/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(floors).getByRole('img', { name: '6 of 9 stars' })).toBeTruthy();
    expect(within(floors).queryByRole('article')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(floors).getByText('Characters deal more damage with charged attacks.'),
    ).toBeTruthy();
    const chamber = within(floors).getByRole('article', { name: 'Chamber 2' });
    expect(within(chamber).getByRole('img', { name: '2 of 3 stars' })).toBeTruthy();
    const first = within(chamber).getByRole('list', { name: 'First half: Team' });
    expect(await within(first).findByRole('img', { name: 'Liora, level 88' })).toBeTruthy();
    expect(within(first).getAllByRole('img', { name: 'Level 88 character' })).toHaveLength(3);
    expect(within(chamber).getByRole('list', { name: 'Second half: Team' })).toBeTruthy();
    expect(within(chamber).getByText('2026.01.04 00:03:41')).toBeTruthy();
    expect(within(chamber).getByText('Mossgrown Colossus')).toBeTruthy();
    expect(within(chamber).getByText('Hollow Lantern Knight')).toBeTruthy();
  });

  it('explains a locked mode with the no-challenge-data state', async () => {
    ownerApi(() => abyssPeriod({ is_unlock: false, floors: [], total_battle_times: 0 }));
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    expect(await screen.findByText('No challenge records yet')).toBeTruthy();
    expect(screen.getByText(/not unlocked/)).toBeTruthy();
    expect(screen.queryByText('Deepest descent')).toBeNull();
  });

  it('shows the no-challenge-data state for a period without battles, and the switch still works', async () => {
    ownerApi((query) =>
      query.schedule_type === 2
        ? abyssPeriod({ floors: [], total_battle_times: 0, total_win_times: 0, total_star: 0 })
        : abyssPeriod(),
    );
    const user = userEvent.setup();
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    await screen.findByText('Deepest descent');
    await user.click(screen.getByRole('radio', { name: /Previous period/ }));
    expect(await screen.findByText('No challenge records yet')).toBeTruthy();
    expect(screen.getByText(/No descent was recorded/)).toBeTruthy();
  });

  it('shows a retcode in the page and keeps the period switch usable', async () => {
    ownerApi((query) =>
      query.schedule_type === 1 ? new ApiError(RETCODE.NOT_PUBLIC, 'not public') : previousPeriod(),
    );
    const user = userEvent.setup();
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    expect((await screen.findByRole('alert')).textContent).toContain('not public');
    await user.click(screen.getByRole('radio', { name: /Previous period/ }));
    expect(await screen.findByText('11-2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the server cannot be reached', async () => {
    let attempts = 0;
    ownerApi(() => {
      attempts += 1;
      return attempts === 1 ? new NetworkError('offline') : abyssPeriod();
    });
    const user = userEvent.setup();
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    expect((await screen.findByRole('alert')).textContent).toContain('Loading failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deepest descent')).toBeTruthy();
  });

  it('links to the guide', async () => {
    ownerApi(byPeriod);
    await renderApp(<AbyssPage />, { path: '/ys/abyss' });
    const link = await screen.findByRole('link', { name: 'How the Sunken Spire works' });
    expect(link.getAttribute('href')).toContain('/ys/abyssExplain');
  });
});
