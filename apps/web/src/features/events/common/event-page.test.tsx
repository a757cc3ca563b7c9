import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { card, userInfo } from '../../../test/fixtures.js';
import { fakeApi, renderApp } from '../../../test/render.js';
import { SummerV2Page } from '../summer-v2/page.js';
import { ToyBattlePage } from '../toy-battle/page.js';
import { playedActivities, summerRecord } from './event-fixture.js';

/** The value shown beside a label in a `<dl>` (the `dd` after its `dt`). */
function valueBeside(scope: HTMLElement, label: string): string | null | undefined {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

function ownerApi(record: () => unknown) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.activitySummerV2': record,
    'genshin.activities': () => playedActivities,
  });
}

describe('event pages (shared page, summer_v2 folder)', () => {
  it('shows the header with dates and headline numbers, and the stages view', async () => {
    const spy = ownerApi(() => summerRecord());
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/challenge' });
    const stage = (await screen.findByRole('heading', { name: 'Tidepool Trial' })).closest('li');
    expect(stage).not.toBeNull();
    const inStage = within(stage as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Sunlit Archipelago', level: 2 })).toBeTruthy();
    expect(screen.getByText('2025.10.14 – 2025.11.04')).toBeTruthy();
    const stats = screen
      .getByText('Chests opened', { selector: 'dt' })
      .closest('dl') as HTMLElement;
    expect(valueBeside(stats, 'Chests opened')).toBe('1,250');
    expect(valueBeside(stats, 'Anchors raised')).toBe('11');
    expect(inStage.getByText('Difficulty 2')).toBeTruthy();
    expect(inStage.getByText('Cleared 2025.10.15 09:30:00')).toBeTruthy();
    expect(inStage.getByRole('img', { name: '2 of 3 stars' })).toBeTruthy();
    const numbers = stage as HTMLElement;
    expect(valueBeside(numbers, 'Successes')).toBe('12');
    expect(valueBeside(numbers, 'Skills used')).toBe('4');
    expect(valueBeside(numbers, 'Attempts')).toBe('4');
    const team = inStage.getByRole('list', { name: 'Team' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(2);
    expect(within(team).getByText('Trial')).toBeTruthy();
    expect(inStage.getByRole('list', { name: 'Rewards' }).textContent).toContain('×40');
    const open = screen
      .getByRole('heading', { name: 'Storm-Eye Duel' })
      .closest('li') as HTMLElement;
    expect(within(open).getByText('Not cleared yet')).toBeTruthy();
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.activitySummerV2' }),
      { role_id: '812000101', server: 'os_asia' },
      expect.anything(),
    );
  });

  it('moves between sub-pages with the tabs without refetching, the table view labelled', async () => {
    const spy = ownerApi(() => summerRecord());
    const user = userEvent.setup();
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/challenge' });
    await screen.findByRole('heading', { name: 'Tidepool Trial' });
    const tabs = screen.getByRole('navigation', { name: 'Event sections' });
    expect(within(tabs).getByRole('link', { name: 'Trials' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Sailing' }));
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Reef Run/ });
    expect(within(row).getByText('2 min 11 sec')).toBeTruthy();
    expect(within(row).getByText('Cleared 2025.10.16 09:30:00')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Time' })).toBeTruthy();
    const stats = screen
      .getByText('Isles charted', { selector: 'dt' })
      .closest('dl') as HTMLElement;
    expect(valueBeside(stats, 'Isles charted')).toBe('5');
    const calls = spy.mock.calls.filter(
      ([def]) => (def as { id: string }).id === 'genshin.activitySummerV2',
    );
    expect(calls).toHaveLength(1);
  });

  it("keeps a visitor on the visited player's records when moving between tabs and events", async () => {
    ownerApi(() => summerRecord());
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/challenge?uid=100000002' });
    await screen.findByRole('heading', { name: 'Tidepool Trial' });
    const tabs = screen.getByRole('navigation', { name: 'Event sections' });
    expect(within(tabs).getByRole('link', { name: 'Sailing' }).getAttribute('href')).toMatch(
      /\/ys\/summerv2\/sailing\?uid=100000002$/,
    );
    const all = screen.getByRole('region', { name: 'All events' });
    const lantern = await within(all).findByRole('link', { name: /^Lanternfall Played$/ });
    expect(lantern.getAttribute('href')).toMatch(/\/ys\/lantern\/flame\?uid=100000002$/);
  });

  it("shows a sub-page without records with that page's hint", async () => {
    ownerApi(() => summerRecord());
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/story' });
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    expect(screen.getByText('Tales read appear here.')).toBeTruthy();
  });

  it('shows the story view as a timeline with its progress', async () => {
    const record = summerRecord();
    const [, sailing, story] = record.pages;
    if (!sailing || !story) throw new Error('fixture without pages');
    story.exists_data = true;
    story.records = sailing.records.map((r, i) => ({
      ...r,
      id: 7 + i,
      name: i === 0 ? 'A Map in a Bottle' : 'Homeward Tide',
    }));
    ownerApi(() => record);
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/story' });
    expect(await screen.findByText('Progress: 1/2')).toBeTruthy();
    expect(screen.getByText('Chapter 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Homeward Tide' })).toBeTruthy();
  });

  it("names a story page's records the way its event does (camp levels)", async () => {
    const summer = summerRecord();
    const sailing = summer.pages[1];
    if (!sailing) throw new Error('fixture without pages');
    const toy = summerRecord({
      activity: 'toy_battle',
      stats: [],
      pages: [
        { key: 'qte', exists_data: false, stats: [], records: [] },
        { key: 'current', exists_data: false, stats: [], records: [] },
        { ...sailing, key: 'camp', stats: [] },
      ],
    });
    fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': () => ({ list: [card()] }),
      'genshin.activityToyBattle': () => toy,
      'genshin.activities': () => playedActivities,
    });
    await renderApp(<ToyBattlePage />, { path: '/ys/toyBattle/camp' });
    expect(await screen.findByText('Level 2')).toBeTruthy();
    expect(screen.queryByText('Chapter 1')).toBeNull();
  });

  it('says so when the role never took part in the event', async () => {
    ownerApi(() => summerRecord({ exists_data: false, start_time: '', end_time: '' }));
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/challenge' });
    expect(await screen.findByText('No record of this event')).toBeTruthy();
    expect(screen.queryByText('Anchors raised')).toBeNull();
  });

  it('lists every event with the played ones marked', async () => {
    ownerApi(() => summerRecord());
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/challenge' });
    const all = await screen.findByRole('region', { name: 'All events' });
    const lantern = await within(all).findByRole('link', { name: /Lanternfall Played/ });
    expect(lantern.getAttribute('href')).toContain('/ys/lantern/flame');
    expect(within(all).getByRole('link', { name: /Sporeling Friends Not played/ })).toBeTruthy();
    expect(within(all).getByRole('link', { name: /Moonlit Carnival/ })).toBeTruthy();
  });

  it('leaves the desktop-only carnival out of the mobile list', async () => {
    ownerApi(() => summerRecord());
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/challenge', shell: 'mobile' });
    const all = await screen.findByRole('region', { name: 'All events' });
    await within(all).findByRole('link', { name: /Lanternfall Played/ });
    expect(within(all).queryByRole('link', { name: /Moonlit Carnival/ })).toBeNull();
  });

  it('shows an API refusal in the page with a retry', async () => {
    ownerApi(() => new ApiError(RETCODE.NOT_PUBLIC, 'not public'));
    await renderApp(<SummerV2Page />, { path: '/ys/summerv2/challenge' });
    expect((await screen.findByRole('alert')).textContent).toContain('not public');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
