import { gameByKey } from '@chronicle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { card, userInfo } from '../test/fixtures.js';
import { appConfigAnswer, fakeApi, renderApp, renderRoutes } from '../test/render.js';
import { RecordsNav } from './records-nav.js';
import { RouteView } from './route-view.js';
import { ROUTE_LIST } from './routes.js';

const ys = gameByKey('ys');
if (!ys) throw new Error('the main game is missing');

function config(switches: Record<string, '0' | '1'>) {
  return fakeApi({
    'community.appConfig': () =>
      appConfigAnswer({ switches: { ...appConfigAnswer().switches, ...switches } }),
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
  });
}

const calendar = ROUTE_LIST.find((route) => route.id === 'ysActCalendar');
if (!calendar) throw new Error('the calendar route is missing');

const drawn = vi.fn();
function CalendarPage() {
  drawn();
  return <p>Calendar page</p>;
}

// docs/reference/privacy.md#feature-switches
describe('per-game feature switches reach the pages', () => {
  it('lists the event calendar while act_calendar is on', async () => {
    config({});
    await renderApp(<RecordsNav game={ys} />);
    const nav = await screen.findByRole('navigation', { name: 'Records' });
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toBeTruthy();
  });

  it('drops the calendar from the navigation while act_calendar is 0', async () => {
    const api = config({ act_calendar: '0' });
    await renderApp(<RecordsNav game={ys} />);
    const nav = await screen.findByRole('navigation', { name: 'Records' });
    await waitFor(() => expect(api).toHaveBeenCalled());
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Calendar' })).toBeNull());
    expect(within(nav).getByRole('link', { name: 'Overview' })).toBeTruthy();
  });

  it('sends a visit of a switched-off page to the game home', async () => {
    config({ act_calendar: '0' });
    await renderRoutes(
      [
        { path: '/ys', element: <p>Game home</p> },
        {
          path: '/ys/act-calendar',
          element: <RouteView route={calendar} Page={CalendarPage} />,
        },
      ],
      { path: '/ys/act-calendar' },
    );
    expect(await screen.findByText('Game home')).toBeTruthy();
    // Never drawn, not even while the configuration was on its way.
    expect(drawn).not.toHaveBeenCalled();
  });
});
