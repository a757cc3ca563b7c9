import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import type { HsrChallengeQuery } from './api/get-hsr-challenge.js';
import { HsrChallengePage } from './hsr-challenge-page.js';
import { hsrChaos, hsrFiction, hsrShadow } from './hsr-challenge-fixture.js';
import { hsrCard } from './hsr-fixture.js';

function hsrApi() {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [hsrCard()] }),
    'hkrpg.challenge': (input) =>
      hsrChaos((input as HsrChallengeQuery).schedule_type === 2 ? 2 : 1),
    'hkrpg.challengeStory': () => hsrFiction(),
    'hkrpg.challengeBoss': () => hsrShadow(),
  });
}

const statValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('HsrChallengePage (/hsr/chaos, /hsr/fiction, /hsr/shadow)', () => {
  it('shows the current Echoes of Disorder season with floors, cycles and both teams', async () => {
    const api = hsrApi();
    await renderApp(<HsrChallengePage />, { path: '/hsr/chaos' });
    expect(await screen.findByRole('heading', { name: 'Tides Beneath Glass' })).toBeTruthy();
    expect(screen.getByText('2026.11.16 04:00 – 2026.12.28 04:00')).toBeTruthy();
    expect(statValue('Stars')).toBe('33/36');
    expect(statValue('Battles')).toBe('14');
    expect(statValue('Furthest floor')).toBe('Hall of Quiet Tides (XII)');
    const floors = screen.getAllByTestId('hsr-floor');
    expect(floors).toHaveLength(2);
    const top = within(floors[0] as HTMLElement);
    expect(top.getByRole('heading', { name: 'Hall of Quiet Tides (XII)' })).toBeTruthy();
    expect(top.getByRole('img', { name: '2 of 3 stars' })).toBeTruthy();
    expect(top.getByText('Cycles: 7')).toBeTruthy();
    expect(top.getByText('Team 1')).toBeTruthy();
    expect(top.getByText('Team 2')).toBeTruthy();
    expect(top.getAllByTestId('hsr-avatar')).toHaveLength(4);
    expect(top.getAllByRole('img', { name: 'Quantum, Lv. 80, Resonance 2' })).toHaveLength(2);
    expect(within(floors[1] as HTMLElement).getByText('Quick clear')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'hkrpg.challenge' }),
      { role_id: '800000101', server: 'prod_official_asia', schedule_type: 1, need_all: 'true' },
      expect.anything(),
    );
  });

  it('asks for schedule_type 2 on the previous season and shows its empty state', async () => {
    const api = hsrApi();
    const user = userEvent.setup();
    await renderApp(<HsrChallengePage />, { path: '/hsr/chaos' });
    await screen.findByRole('heading', { name: 'Tides Beneath Glass' });
    await user.click(screen.getByRole('radio', { name: /Previous season/ }));
    expect(await screen.findByRole('heading', { name: 'Lanterns Over Ash' })).toBeTruthy();
    expect(screen.getByText('No challenge records yet')).toBeTruthy();
    expect(screen.queryAllByTestId('hsr-floor')).toHaveLength(0);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'hkrpg.challenge' }),
      expect.objectContaining({ schedule_type: 2 }),
      expect.anything(),
    );
    expect(screen.getByRole('radio', { name: /Previous season/ }).textContent).toContain(
      '2026.10.05 – 2026.11.16',
    );
  });

  it('links the three modes as tabs, the page mode current', async () => {
    hsrApi();
    await renderApp(<HsrChallengePage />, { path: '/hsr/fiction' });
    const tabs = await screen.findByRole('navigation', { name: 'Endgame modes' });
    const current = within(tabs).getByRole('link', { name: 'Woven Fable' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(tabs).getByRole('link', { name: 'Echoes of Disorder' }).getAttribute('href'),
    ).toBe('/hsr/chaos');
    expect(
      within(tabs).getByRole('link', { name: 'Eclipse Sovereigns' }).getAttribute('href'),
    ).toBe('/hsr/shadow');
  });

  it('shows Woven Fable scores and boons', async () => {
    const api = hsrApi();
    await renderApp(<HsrChallengePage />, { path: '/hsr/fiction' });
    expect(await screen.findByRole('heading', { name: 'The Paper Lantern Fair' })).toBeTruthy();
    const floor = within(screen.getByTestId('hsr-floor'));
    expect(floor.getByText('Score 39,360')).toBeTruthy();
    expect(floor.getByText('20,360 pts')).toBeTruthy();
    expect(floor.getByText('Thread of Plenty')).toBeTruthy();
    expect(api.mock.calls.map(([e]) => e.id)).toContain('hkrpg.challengeStory');
    expect(api.mock.calls.map(([e]) => e.id)).not.toContain('hkrpg.challenge');
  });

  it('shows the Eclipse Sovereigns bosses and which half fell', async () => {
    hsrApi();
    await renderApp(<HsrChallengePage />, { path: '/hsr/shadow' });
    const bosses = await screen.findByRole('list', { name: 'Sovereigns of this season' });
    expect(within(bosses).getByText('The Ashen Regent')).toBeTruthy();
    expect(within(bosses).getByText('Warden of the Pale Moon')).toBeTruthy();
    const floor = within(screen.getByTestId('hsr-floor'));
    expect(floor.getByRole('img', { name: '3 of 3 stars' })).toBeTruthy();
    expect(floor.getByText('Score 5,400')).toBeTruthy();
    expect(floor.getByText('Defeated')).toBeTruthy();
    expect(floor.getByText('Still standing')).toBeTruthy();
  });
});
