import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { HsrCharactersPage } from './hsr-characters-page.js';
import { hsrAvatarInfo, hsrCard } from './hsr-fixture.js';

function hsrApi(avatarInfo: () => unknown = hsrAvatarInfo) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [hsrCard()] }),
    'hkrpg.avatarInfo': avatarInfo,
  });
}

const names = () =>
  screen.getAllByTestId('hsr-char').map((el) => el.querySelector('.hsr-char__name')?.textContent);

describe('HsrCharactersPage (/hsr/characters)', () => {
  it('lists every character with element, path and Lens, asking for the wiki links', async () => {
    const api = hsrApi();
    await renderApp(<HsrCharactersPage />, { path: '/hsr/characters' });
    await screen.findByText('Vessa Lorne');
    expect(names()).toEqual(['Vessa Lorne', 'Orrin Gale']);
    const vessa = screen.getAllByTestId('hsr-char')[0];
    expect(vessa?.textContent).toContain('Quantum · Void');
    expect(vessa?.textContent).toContain('Night Over Quiet Rails');
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'hkrpg.avatarInfo' }),
      { role_id: '800000101', server: 'prod_official_asia', need_wiki: 'true' },
      expect.anything(),
    );
  });

  it('filters by element and by path', async () => {
    hsrApi();
    const user = userEvent.setup();
    await renderApp(<HsrCharactersPage />, { path: '/hsr/characters' });
    await screen.findByText('Vessa Lorne');
    const elements = screen.getByRole('group', { name: 'Element' });
    await user.click(within(elements).getByRole('button', { name: 'Wind' }));
    expect(names()).toEqual(['Orrin Gale']);
    expect(screen.getByText('Showing 1 of 2').getAttribute('role')).toBe('status');
    await user.click(within(elements).getByRole('button', { name: 'All' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Path' })).getByRole('button', { name: 'Void' }),
    );
    expect(names()).toEqual(['Vessa Lorne']);
    await user.click(within(elements).getByRole('button', { name: 'Fire' }));
    expect(screen.getByText('No character matches these filters.')).toBeTruthy();
  });

  it('opens a detail view with stats, traces, relics, ornaments and Resonance', async () => {
    hsrApi();
    const user = userEvent.setup();
    await renderApp(<HsrCharactersPage />, { path: '/hsr/characters' });
    await user.click(await screen.findByText('Vessa Lorne'));
    const dialog = await screen.findByRole('dialog', { name: 'Vessa Lorne' });
    const inDialog = within(dialog);
    expect(
      inDialog.getByText('CRIT Rate', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe('67.1%');
    expect(inDialog.getByText('Skill').nextElementSibling?.textContent).toBe('Lv. 10');
    expect(inDialog.getByText('Bonus abilities 1/2 · Stat boosts 1/1')).toBeTruthy();
    const relics = inDialog.getAllByTestId('hsr-relic');
    expect(relics).toHaveLength(6);
    expect(relics[2]?.textContent).toContain('Coat of the Quiet Tide');
    expect(relics[2]?.textContent).toContain('CRIT Rate 32.4%');
    expect(relics[4]?.textContent).toContain('Sphere');
    expect(relics[4]?.textContent).toContain('Quantum DMG 38.8%');
    expect(inDialog.getByText('Attunement 3', { exact: false })).toBeTruthy();
    expect(dialog.querySelectorAll('.hsr-rank--on')).toHaveLength(2);
  });

  it('uses a bottom sheet on the mobile shell', async () => {
    hsrApi();
    const user = userEvent.setup();
    await renderApp(<HsrCharactersPage />, { path: '/hsr/characters', shell: 'mobile' });
    await user.click(await screen.findByText('Orrin Gale'));
    const sheet = await screen.findByRole('dialog', { name: 'Orrin Gale' });
    expect(sheet.className).toContain('sheet');
    expect(within(sheet).getByText('Concord').className).toContain('hsr-tag');
    expect(within(sheet).getByText('Resonance 6').className).toContain('hsr-tag');
  });

  it('shows the catalogue message when the character details are private (10102)', async () => {
    hsrApi(() => new ApiError(RETCODE.NOT_PUBLIC, ''));
    await renderApp(<HsrCharactersPage />, { path: '/hsr/characters' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("This player's records are not public.");
    expect(screen.queryByTestId('hsr-char')).toBeNull();
  });
});
