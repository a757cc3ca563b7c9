import { RETCODE } from '@chronicle/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { ActCalendarPage } from './act-calendar-page.js';
import type { ActCalendarData, CalendarAct, CardPool } from './api/get-act-calendar.js';

const clock = (day: number) => ({ year: 2026, month: 3, day, hour: 0, minute: 0, second: 0 });

function pool(over: Partial<CardPool> = {}): CardPool {
  return {
    pool_id: 11,
    version_name: '6.3',
    pool_name: 'Character Spotlight',
    pool_type: 1,
    avatars: [
      {
        id: 10000002,
        icon: '',
        name: 'Aria Windsong',
        element: 'Anemo',
        rarity: 5,
        is_invisible: false,
      },
    ],
    weapon: [],
    start_timestamp: '1773014400',
    start_time: clock(9),
    end_timestamp: '1773273600',
    end_time: clock(12),
    jump_url: '',
    pool_status: 2,
    countdown_seconds: 2 * 86_400 + 3 * 3_600 + 5 * 60,
    ...over,
  };
}

function event(over: Partial<CalendarAct> = {}): CalendarAct {
  return {
    id: 501,
    name: 'Lantern Tide',
    type: 'ActTypeDouble',
    desc: 'Double drops.',
    strategy: '',
    start_timestamp: '1773014400',
    start_time: clock(9),
    end_timestamp: '1773446400',
    end_time: clock(14),
    countdown_seconds: 4 * 86_400,
    status: 2,
    reward_list: [
      {
        item_id: 201,
        name: 'Starlit Gem',
        icon: '',
        wiki_url: '',
        num: 900,
        rarity: '5',
        homepage_show: true,
      },
    ],
    is_finished: false,
    is_notice: false,
    double_detail: { total: 3, left: 2 },
    ...over,
  };
}

function calendar(over: Partial<ActCalendarData> = {}): ActCalendarData {
  return {
    avatar_card_pool_list: [pool()],
    weapon_card_pool_list: [],
    mixed_card_pool_list: [],
    act_list: [event()],
    fixed_act_list: [
      event({
        id: 2001,
        name: 'Sunken Spire',
        type: 'ActTypeTower',
        double_detail: undefined,
        reward_list: [],
        end_timestamp: '1773619200',
        tower_detail: { is_unlock: true, max_star: 36, total_star: 33, has_data: true },
      }),
    ],
    ...over,
  };
}

function calendarApi(
  answer: () => unknown,
  extra: Record<string, (input: unknown) => unknown> = {},
) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.actCalendar': answer,
    ...extra,
  });
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/index.html');
});

describe('ActCalendarPage (/ys/act-calendar)', () => {
  it('shows banners with their characters and events with progress and rewards', async () => {
    const spy = calendarApi(() => calendar());
    await renderApp(<ActCalendarPage />, { path: '/ys/act-calendar' });
    const banners = await screen.findByRole('region', { name: 'Wishes' });
    expect(within(banners).getByText('Character Spotlight')).toBeTruthy();
    expect(within(banners).getByText('Aria Windsong')).toBeTruthy();
    expect(within(banners).getByText('Ends in 2 days 3 hr 5 min')).toBeTruthy();
    const events = screen.getByRole('region', { name: 'Events' });
    expect(within(events).getByText('2 of 3 double rewards left today')).toBeTruthy();
    expect(within(events).getByText('Starlit Gem ×900')).toBeTruthy();
    const fixed = screen.getByRole('region', { name: 'Permanent challenges' });
    expect(within(fixed).getByText('33 / 36 stars')).toBeTruthy();
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.actCalendar' }),
      { role_id: '812000101', server: 'os_asia' },
      expect.anything(),
    );
  });

  it('counts down live from the server countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    calendarApi(() => calendar());
    await renderApp(<ActCalendarPage />, { path: '/ys/act-calendar' });
    await screen.findByText('Ends in 2 days 3 hr 5 min');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(await screen.findByText('Ends in 2 days 3 hr 3 min')).toBeTruthy();
  });

  it('refetches when the first countdown runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    calendarApi(() => {
      calls += 1;
      return calls === 1
        ? calendar({ act_list: [event({ countdown_seconds: 2 })] })
        : calendar({ act_list: [] });
    });
    await renderApp(<ActCalendarPage />, { path: '/ys/act-calendar' });
    await screen.findByText('Lantern Tide');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(calls).toBe(2);
    expect(await screen.findByRole('region', { name: 'Permanent challenges' })).toBeTruthy();
    expect(screen.queryByText('Lantern Tide')).toBeNull();
  });

  it('filters to wishes or events', async () => {
    calendarApi(() => calendar());
    const user = userEvent.setup();
    await renderApp(<ActCalendarPage />, { path: '/ys/act-calendar' });
    await screen.findByRole('region', { name: 'Wishes' });
    await user.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.queryByRole('region', { name: 'Wishes' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Events' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wishes' }));
    expect(screen.getByRole('region', { name: 'Wishes' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Permanent challenges' })).toBeNull();
  });

  it('sets a reminder for the owner and refetches the calendar', async () => {
    let data = calendar();
    const spy = calendarApi(() => data, {
      'genshin.addNotice': () => {
        data = calendar({ act_list: [event({ is_notice: true })] });
        return { notice_act_ids: [501] };
      },
    });
    const user = userEvent.setup();
    await renderApp(<ActCalendarPage />, { path: '/ys/act-calendar' });
    const events = await screen.findByRole('region', { name: 'Events' });
    await user.click(within(events).getByRole('button', { name: 'Remind me' }));
    expect(await within(events).findByRole('button', { name: 'Reminder set' })).toBeTruthy();
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ id: 'genshin.addNotice' }), {
      role_id: '812000101',
      server: 'os_asia',
      act_id: 501,
      enable: true,
    });
  });

  it('gives a visitor no reminder buttons', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/ys/act-calendar');
    calendarApi(() => calendar());
    await renderApp(<ActCalendarPage />, { path: '/ys/act-calendar' });
    await screen.findByRole('region', { name: 'Events' });
    expect(screen.queryByRole('button', { name: 'Remind me' })).toBeNull();
  });

  it('shows an empty state when nothing is on the calendar', async () => {
    calendarApi(() => calendar({ avatar_card_pool_list: [], act_list: [], fixed_act_list: [] }));
    await renderApp(<ActCalendarPage />, { path: '/ys/act-calendar' });
    expect(await screen.findByText('Nothing on the calendar')).toBeTruthy();
  });

  it('shows the retcode message of a private chronicle with a retry', async () => {
    calendarApi(() => new ApiError(RETCODE.NOT_PUBLIC, 'private'));
    await renderApp(<ActCalendarPage />, { path: '/ys/act-calendar' });
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});
