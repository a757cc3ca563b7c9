import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import type { HardChallengeQuery } from './api/get-hard-challenge.js';
import { challengeSeason, noSeason, popularity } from './challenge-fixture.js';
import { ChallengePage } from './challenge-page.js';

function ownerApi(season: (query: HardChallengeQuery) => unknown) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.hardChallenge': (input) => season(input as HardChallengeQuery),
    'genshin.hardChallengePopularity': (input) =>
      popularity((input as { schedule_id?: string }).schedule_id),
  });
}

const bySeason = (query: HardChallengeQuery) =>
  query.schedule_type === 2
    ? challengeSeason('5269003', 4, 235)
    : challengeSeason('5269004', 5, 302, true);

const bestOf = (label: string) =>
  screen.getAllByTestId('hc-best').find((el) => el.textContent?.includes(label));

describe('ChallengePage (/ys/challenge)', () => {
  it('shows both best records: difficulty name, badge and mm:ss time', async () => {
    const spy = ownerApi(bySeason);
    await renderApp(<ChallengePage />, { path: '/ys/challenge' });
    expect(await screen.findByText('Dauntless')).toBeTruthy();
    expect(bestOf('Solo')?.textContent).toContain('05:02');
    expect(bestOf('Solo')?.querySelector('.hc-badge--5')).not.toBeNull();
    expect(bestOf('Co-op')?.textContent).toContain('Valiant');
    expect(bestOf('Co-op')?.textContent).toContain('01:43');
    expect(screen.getByText('Ember Vigil')).toBeTruthy();
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.hardChallenge' }),
      { role_id: '812000101', server: 'os_asia', need_detail: 'true', schedule_type: 1 },
      expect.anything(),
    );
  });

  it('refetches with schedule_type 2 when switching to the previous season', async () => {
    const spy = ownerApi(bySeason);
    const user = userEvent.setup();
    await renderApp(<ChallengePage />, { path: '/ys/challenge' });
    await screen.findByText('Dauntless');
    await user.click(screen.getByRole('radio', { name: /Previous season/ }));
    expect(await screen.findByText('Undaunted')).toBeTruthy();
    expect(bestOf('Solo')?.textContent).toContain('03:55');
    expect(bestOf('Co-op')?.textContent).toContain('Not challenged yet');
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.hardChallenge' }),
      expect.objectContaining({ schedule_type: 2 }),
      expect.anything(),
    );
    const previous = screen.getByRole('radio', { name: /Previous season/ });
    expect(previous.getAttribute('aria-checked')).toBe('true');
    expect(previous.textContent).toContain('2025.11.17');
  });

  it('shows each boss with its team, constellations, best hits, traits and safe description', async () => {
    ownerApi(bySeason);
    await renderApp(<ChallengePage />, { path: '/ys/challenge' });
    const boss = await screen.findByRole('article', { name: 'Cinder Colossus' });
    const inBoss = within(boss);
    expect(inBoss.getAllByText('Averine').length).toBe(2);
    expect(inBoss.getByText('C2')).toBeTruthy();
    expect(inBoss.getByText('C6')).toBeTruthy();
    expect(inBoss.getAllByText('Lv. 90').length).toBeGreaterThan(0);
    expect(inBoss.getByText('Strongest single hit').parentElement?.textContent).toContain('88,231');
    expect(inBoss.getByText('Highest total damage').parentElement?.textContent).toContain(
      '701,220',
    );
    expect(inBoss.getByText('molten shell').tagName).toBe('EM');
    expect(boss.querySelector('script')).toBeNull();
    expect(boss.querySelector('b')).toBeNull();
    const traits = inBoss.getByRole('list', { name: 'Elemental traits' });
    expect(within(traits).getByRole('img', { name: 'Water' })).toBeTruthy();
    expect(within(traits).getByRole('img', { name: 'Fire' })).toBeTruthy();
  });

  it('switches to the co-op bosses with the tab', async () => {
    ownerApi(() => challengeSeason('5269004', 5, 302, false));
    const user = userEvent.setup();
    await renderApp(<ChallengePage />, { path: '/ys/challenge' });
    await screen.findByRole('article', { name: 'Cinder Colossus' });
    await user.click(screen.getByRole('tab', { name: /Co-op/ }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('No boss was challenged in this mode.')).toBeTruthy();
  });

  it('ranks popular characters overall and per boss', async () => {
    ownerApi(bySeason);
    const user = userEvent.setup();
    await renderApp(<ChallengePage />, { path: '/ys/challenge' });
    const panel = await screen.findByRole('region', { name: 'Popular characters this season' });
    await within(panel).findByText('100.00%');
    expect(within(panel).getByText('Usage across 4 public chronicles')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Cinder Colossus' }));
    expect(within(panel).getByText('Usage across 2 public chronicles')).toBeTruthy();
    expect(within(panel).queryByText('Averine')).toBeNull();
  });

  it('says so when the season has no record', async () => {
    ownerApi(() => noSeason());
    await renderApp(<ChallengePage />, { path: '/ys/challenge' });
    expect(
      await screen.findByText('No Trial of Dread record was kept for this season.'),
    ).toBeTruthy();
  });

  it('says so when the mode is still locked', async () => {
    ownerApi(() => noSeason(false));
    await renderApp(<ChallengePage />, { path: '/ys/challenge' });
    expect(await screen.findByText('The Trial of Dread is not unlocked yet.')).toBeTruthy();
  });

  it('shows an API error in the page, with the season switch still usable', async () => {
    ownerApi((q) =>
      q.schedule_type === 2 ? bySeason(q) : new ApiError(RETCODE.NOT_PUBLIC, 'not public'),
    );
    const user = userEvent.setup();
    await renderApp(<ChallengePage />, { path: '/ys/challenge' });
    expect((await screen.findByRole('alert')).textContent).toContain('not public');
    await user.click(screen.getByRole('radio', { name: /Previous season/ }));
    expect(await screen.findByText('Undaunted')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
