import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../../lib/api-client.js';
import { fakeApi, renderApp } from '../../../../test/render.js';
import { CharacterDetailView } from './character-detail-view.js';
import { detailAnswer, fullBuild, testRole } from './detail-fixture.js';

function renderView(answer: () => unknown, characterId = 10000002) {
  const spy = fakeApi({ 'genshin.characterDetail': answer });
  const onClose = vi.fn();
  const view = renderApp(
    <CharacterDetailView role={testRole} characterId={characterId} onClose={onClose} />,
  );
  return { spy, onClose, view };
}

describe('CharacterDetailView', () => {
  it('asks character/detail for the one character of the current role', async () => {
    const { spy } = renderView(() => detailAnswer(fullBuild()));
    await screen.findByRole('heading', { name: 'Averine' });
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.characterDetail' }),
      { role_id: '812000101', server: 'os_asia', character_ids: [10000002] },
      expect.anything(),
    );
  });

  it('shows the header: element, rarity, level, bond, constellations and outfits', async () => {
    renderView(() => detailAnswer(fullBuild()));
    const article = await screen.findByRole('article', { name: 'Averine' });
    expect(within(article).getByText('Wind')).toBeTruthy();
    expect(within(article).getAllByRole('img', { name: '5-star' }).length).toBeGreaterThan(0);
    expect(within(article).getByText('Lv. 90')).toBeTruthy();
    expect(within(article).getByText('Bond 10')).toBeTruthy();
    expect(within(article).getByLabelText('Constellation 2')).toBeTruthy();
    expect(within(article).getByText('Tidecaller Robe')).toBeTruthy();
    expect(within(article).getByText('Talents 7 / 10')).toBeTruthy();
  });

  it('shows the weapon with level, ascension, refinement and both stats named from property_map', async () => {
    renderView(() => detailAnswer(fullBuild()));
    const weapon = await screen.findByRole('region', { name: 'Weapon' });
    expect(within(weapon).getByRole('heading', { name: 'Chalice of Drowned Hymns' })).toBeTruthy();
    expect(within(weapon).getByText('Catalyst')).toBeTruthy();
    expect(within(weapon).getByText('Lv. 80')).toBeTruthy();
    expect(within(weapon).getByText('Ascension 5')).toBeTruthy();
    expect(within(weapon).getByText('Refinement 3')).toBeTruthy();
    expect(within(weapon).getByText('Base ATK').nextSibling?.textContent).toBe('546');
    expect(within(weapon).getByText('HP%').nextSibling?.textContent).toBe('37.9%');
  });

  it('lists the five artifacts with main stat, sub stats and their upgrade rolls', async () => {
    renderView(() => detailAnswer(fullBuild()));
    const artifacts = await screen.findByRole('region', { name: 'Artifacts' });
    const goblet = within(artifacts).getByRole('listitem', { name: 'Goblet: Scholar Goblet' });
    const main = within(goblet).getByRole('list', { name: 'Main stat' });
    expect(main.textContent).toContain('Anemo DMG Bonus');
    expect(main.textContent).toContain('46.6%');
    const subs = within(goblet).getByRole('list', { name: 'Sub stats' });
    expect(within(subs).getAllByRole('listitem')).toHaveLength(2);
    expect(subs.textContent).toContain('4.1%');
    expect(within(subs).getByRole('img', { name: 'Upgraded 3 times' })).toBeTruthy();
    expect(
      within(artifacts).getAllByRole('listitem', { name: /^(Flower|Plume|Sands|Goblet|Circlet):/ }),
    ).toHaveLength(5);
  });

  it('marks the stats that match the recommendation', async () => {
    renderView(() => detailAnswer(fullBuild()));
    const artifacts = await screen.findByRole('region', { name: 'Artifacts' });
    const sands = within(artifacts).getByRole('listitem', { name: 'Sands: Hours of Study' });
    // ATK% on the sands and CRIT Rate as a sub stat are recommended; DEF is not.
    expect(within(sands).getAllByRole('img', { name: 'Recommended stat' })).toHaveLength(2);
    const recommended = screen.getByRole('region', { name: 'Recommended stats' });
    expect(within(recommended).getByText('Suggested')).toBeTruthy();
    expect(within(recommended).getByText('Energy Recharge')).toBeTruthy();
  });

  it('shows the 4-piece and 2-piece bonuses of a set worn four times, and none for a single piece', async () => {
    renderView(() => detailAnswer(fullBuild()));
    const artifacts = await screen.findByRole('region', { name: 'Artifacts' });
    const bonuses = within(artifacts).getByRole('heading', { name: 'Set bonuses' }).parentElement!;
    expect(within(bonuses).getByText('Scholar of the Quiet Moon')).toBeTruthy();
    expect(within(bonuses).getByText('4 equipped')).toBeTruthy();
    expect(within(bonuses).getByText('2-piece')).toBeTruthy();
    expect(within(bonuses).getByText('4-piece')).toBeTruthy();
    expect(within(bonuses).getByText('Bursts raise party ATK by 15%.')).toBeTruthy();
    expect(within(bonuses).queryByText('Frostwoven Veil')).toBeNull();
  });

  it('shows six constellation nodes, two active and four locked', async () => {
    renderView(() => detailAnswer(fullBuild()));
    const section = await screen.findByRole('region', { name: 'Constellations' });
    expect(within(section).getByText('2 / 6 active')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section).getAllByText('Active')).toHaveLength(2);
    expect(within(section).getAllByText('Locked')).toHaveLength(4);
    expect(within(section).getByText('Effect of star 6.')).toBeTruthy();
  });

  it('shows combat talents with levels and attribute tables, and the passives', async () => {
    renderView(() => detailAnswer(fullBuild()));
    const section = await screen.findByRole('region', { name: 'Talents' });
    expect(within(section).getByText('Lv. 10')).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Element Art' });
    expect(within(table).getByRole('rowheader', { name: 'Skill DMG' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '177.6%' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Passive talents' })).toBeTruthy();
    expect(within(section).getByText('Trail Instinct')).toBeTruthy();
  });

  it('renders rich text without its Unity tags, with the literal \\n as a line break', async () => {
    const { view } = renderView(() => detailAnswer(fullBuild()));
    const section = await screen.findByRole('region', { name: 'Talents' });
    const desc = within(section).getByText(
      (_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith('Deals'),
    );
    expect(desc.textContent).toBe('Deals Wind DMG.Hold to charge.');
    expect(desc.querySelector('br')).not.toBeNull();
    expect((await view).container.textContent).not.toMatch(/<\/?color|\\n/);
  });

  it('shows the key attributes with base, bonus and total, and every group on request', async () => {
    const user = userEvent.setup();
    renderView(() => detailAnswer(fullBuild()));
    const section = await screen.findByRole('region', { name: 'Attributes' });
    const hp = within(section).getByRole('row', { name: /Max HP/ });
    expect(
      within(hp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['13,000', '+9,707', '22,707']);
    expect(within(section).queryByText('Anemo DMG Bonus')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'All stats' }));
    expect(within(section).getByRole('columnheader', { name: 'Elemental stats' })).toBeTruthy();
    expect(within(section).getByRole('row', { name: /Anemo DMG Bonus/ }).textContent).toContain(
      '+46.6%',
    );
  });

  it('says so when a character has no constellations (special ids), without breaking', async () => {
    const build = fullBuild();
    build.base = { ...build.base, id: 10000117, name: 'Tessel', actived_constellation_num: 0 };
    build.constellations = [];
    renderView(() => detailAnswer(build), 10000117);
    const section = await screen.findByRole('region', { name: 'Constellations' });
    expect(within(section).getByText('This character has no constellations.')).toBeTruthy();
    expect(within(section).queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('region', { name: 'Talents' })).toBeTruthy();
  });

  it('explains inline that character details are private on retcode 10102', async () => {
    const user = userEvent.setup();
    const { onClose } = renderView(() => new ApiError(10102, 'Data is not public for the user'));
    expect(
      await screen.findByRole('heading', { name: 'Character details are private' }),
    ).toBeTruthy();
    expect(screen.getByText(/chosen not to show character details to visitors/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to characters' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the message of any other retcode inline', async () => {
    renderView(() => new ApiError(10101, 'limit'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You can view the records of up to 30 other players per day.',
    );
  });

  it('shows loading_failed with a retry when the server cannot be reached', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderView(() => {
      attempts += 1;
      // The query retries a network failure once on its own before showing the error.
      return attempts <= 2 ? new NetworkError('offline') : detailAnswer(fullBuild());
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Loading failed');
    expect(attempts).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Weapon' })).toBeTruthy();
  });

  it('shows the empty-data block when the character is not in the answer', async () => {
    renderView(() => detailAnswer());
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});
