import type { TrendSeries, TrendsData } from '@chronicle/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { ProgressPage } from './progress-page.js';

/* uPlot draws on a canvas, which jsdom lacks: each chart's options and data are recorded instead. */
interface Drawn {
  options: {
    scales: { y: { dir: number } };
    hooks: { setCursor: ((u: { cursor: { idx: number } }) => void)[] };
  };
  data: number[][];
}
const drawn: Drawn[] = [];
vi.mock('uplot', () => ({
  default: class {
    constructor(options: Drawn['options'], data: number[][]) {
      drawn.push({ options, data });
    }
    setSize() {}
    destroy() {}
  },
}));

const DAY = 86_400;
const T0 = 1_767_225_600; // 2026.01.01

function series(overrides: Partial<TrendSeries> & Pick<TrendSeries, 'key'>): TrendSeries {
  return { kind: 'index', unit: 'count', lower_is_better: false, points: [], ...overrides };
}

const TRENDS: TrendsData = {
  series: [
    series({
      key: 'days_active',
      points: [
        { at: T0, value: 300, label: '300' },
        { at: T0 + 30 * DAY, value: 330, label: '330' },
        { at: T0 + 60 * DAY, value: 1360, label: '1360' },
      ],
    }),
    series({ key: 'chests', points: [{ at: T0 + 60 * DAY, value: 42, label: '42' }] }),
    series({
      key: 'abyss_stars',
      kind: 'spiral_abyss',
      unit: 'stars',
      points: [
        { at: T0, value: 30, label: '11-3 ★30', period: '86' },
        { at: T0 + 31 * DAY, value: 36, label: '12-3 ★36', period: '87' },
      ],
    }),
    series({
      key: 'hard_challenge_time',
      kind: 'hard_challenge',
      unit: 'seconds',
      lower_is_better: true,
      points: [
        { at: T0, value: 200, label: '4 · 3:20', period: '5269002' },
        { at: T0 + 40 * DAY, value: 161, label: '4 · 2:41', period: '5269003' },
      ],
    }),
  ],
};

function api(trends: TrendsData = TRENDS) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'history.trends': () => trends,
  });
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('ProgressPage (/ys/progress)', () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  it('asks for the current role and game, and groups account numbers apart from seasons', async () => {
    const spy = api();
    await renderApp(<ProgressPage />, { path: '/ys/progress' });
    await screen.findByRole('article', { name: 'Days active' });
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'history.trends' }),
      { game_id: 2, role_id: '812000101', server: 'os_asia' },
      expect.anything(),
    );
    const titles = (region: HTMLElement) =>
      within(region)
        .getAllByRole('article')
        .map((article) => article.querySelector('.card__title')?.textContent);
    expect(titles(screen.getByRole('region', { name: 'Account' }))).toEqual([
      'Days active',
      'Chests opened',
    ]);
    expect(titles(screen.getByRole('region', { name: 'Season by season' }))).toEqual([
      'Sunken Spire: stars',
      'Trial of Dread: best time',
    ]);
  });

  it('shows the latest value and the change since the first point, and draws every point', async () => {
    api();
    await renderApp(<ProgressPage />, { path: '/ys/progress' });
    const days = await screen.findByRole('article', { name: 'Days active' });
    expect(within(days).getByText('1,360', { selector: 'strong' })).toBeTruthy();
    expect(within(days).getByText('+1,060 since 2026.01.01')).toBeTruthy();
    expect(within(days).getByRole('img').getAttribute('aria-label')).toBe(
      'Days active, 3 points from 2026.01.01 to 2026.03.02',
    );
    const chart = drawn.find((d) => d.data[1]?.[0] === 300);
    expect(chart?.data).toEqual([
      [T0, T0 + 30 * DAY, T0 + 60 * DAY],
      [300, 330, 1360],
    ]);
    expect(chart?.options.scales.y.dir).toBe(1);
  });

  it('turns a clear-time axis upside down and words a lower time as faster', async () => {
    api();
    await renderApp(<ProgressPage />, { path: '/ys/progress' });
    const trial = await screen.findByRole('article', { name: 'Trial of Dread: best time' });
    expect(within(trial).getByText('4 · 2:41', { selector: 'strong' })).toBeTruthy();
    expect(within(trial).getByText('0:39 faster than on 2026.01.01')).toBeTruthy();
    const chart = drawn.find((d) => d.data[1]?.[0] === 200);
    expect(chart?.options.scales.y.dir).toBe(-1);
  });

  it('reads the point under the pointer or a tap', async () => {
    api();
    await renderApp(<ProgressPage />, { path: '/ys/progress' });
    const abyss = await screen.findByRole('article', { name: 'Sunken Spire: stars' });
    expect(within(abyss).getByText('Hover or tap the chart to read a point.')).toBeTruthy();
    const chart = drawn.find((d) => d.data[1]?.[0] === 30);
    act(() => chart?.options.hooks.setCursor[0]?.({ cursor: { idx: 0 } }));
    expect(within(abyss).getByText('2026.01.01: 11-3 ★30')).toBeTruthy();
  });

  it('lists the same numbers in a table, newest first', async () => {
    api();
    const user = userEvent.setup();
    await renderApp(<ProgressPage />, { path: '/ys/progress' });
    const abyss = await screen.findByRole('article', { name: 'Sunken Spire: stars' });
    await user.click(within(abyss).getByText('Show the numbers'));
    const rows = within(within(abyss).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Season startingValue',
      '2026.02.01' + '12-3 ★36',
      '2026.01.01' + '11-3 ★30',
    ]);
  });

  it('says a single point is not a trend yet, without a chart', async () => {
    api();
    await renderApp(<ProgressPage />, { path: '/ys/progress' });
    const chests = await screen.findByRole('article', { name: 'Chests opened' });
    expect(within(chests).getByText(/One record so far/)).toBeTruthy();
    expect(within(chests).queryByRole('img')).toBeNull();
    expect(cardOf('Chests opened')).toBe(chests);
  });

  it('shows a friendly empty state with the way to linked accounts when nothing has two points', async () => {
    api({ series: [series({ key: 'days_active', points: [{ at: T0, value: 1, label: '1' }] })] });
    await renderApp(<ProgressPage />, { path: '/ys/progress' });
    expect(await screen.findByText('No history to draw yet')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Linked accounts' });
    expect(link.getAttribute('href')).toContain('/ys/set');
    expect(drawn).toEqual([]);
  });
});
