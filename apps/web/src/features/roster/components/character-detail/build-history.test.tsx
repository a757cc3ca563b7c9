import type { BuildsData, CharacterBuildVersion } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '../../../../test/render.js';
import { CharacterDetailView } from './character-detail-view.js';
import { detailAnswer, fullBuild, testRole } from './detail-fixture.js';

const JAN = Date.parse('2026-01-05T04:00:00Z');
const DEC = Date.parse('2025-12-06T04:00:00Z');

function version(overrides: Partial<CharacterBuildVersion>): CharacterBuildVersion {
  return {
    captured_at: DEC,
    level: 90,
    rank: 1,
    weapon: { name: 'Chalice of Drowned Hymns', level: 80, refinement: 2 },
    skills: [{ name: 'Normal Attack', level: 9 }],
    gear: [
      {
        slot: 4,
        slot_name: 'Goblet of Eonothem',
        name: 'Scholar',
        level: 20,
        main: { name: 'Anemo DMG Bonus', value: '46.6%' },
        subs: [{ name: 'Crit Rate', value: '3.9%' }],
      },
    ],
    ...overrides,
  };
}

async function renderWithHistory(builds: BuildsData) {
  const spy = fakeApi({
    'genshin.characterDetail': () => detailAnswer(fullBuild()),
    'history.builds': () => builds,
  });
  await renderApp(
    <CharacterDetailView role={testRole} characterId={10000002} onClose={() => {}} />,
  );
  return spy;
}

describe('History tab of a character', () => {
  it('asks for the builds only once the tab is opened, then shows every version newest first with what changed', async () => {
    const later = version({
      captured_at: JAN,
      rank: 2,
      weapon: { name: 'Chalice of Drowned Hymns', level: 80, refinement: 3 },
      gear: [
        {
          ...version({}).gear[0]!,
          subs: [{ name: 'Crit Rate', value: '7.8%' }],
        },
      ],
    });
    const spy = await renderWithHistory({
      character: { id: 10000002, name: 'Averine' },
      versions: [version({}), later],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Averine' });
    expect(spy.mock.calls.map(([e]) => e.id)).not.toContain('history.builds');
    expect(screen.getByRole('tab', { name: 'Build' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'history.builds' }),
      { game_id: 2, role_id: '812000101', server: 'os_asia', character_id: 10000002 },
      expect.anything(),
    );
    const items = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('bt-version'));
    expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual([
      '2026.01.05',
      '2025.12.06',
    ]);
    const newest = items[0]!;
    expect(within(newest).getByText('Crit Rate +3.9% on the Goblet of Eonothem')).toBeTruthy();
    expect(within(newest).getByText('Constellation 1 → 2')).toBeTruthy();
    expect(within(newest).getByText('Chalice of Drowned Hymns: refinement 2 → 3')).toBeTruthy();
    expect(within(newest).getByText('Lv. 90 · C2 · Chalice of Drowned Hymns')).toBeTruthy();
    expect(within(items[1]!).getByText('First stored')).toBeTruthy();
    // The artifacts section of the Build tab is not on screen meanwhile.
    expect(screen.queryByRole('region', { name: 'Artifacts' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Build' }));
    expect(await screen.findByRole('region', { name: 'Artifacts' })).toBeTruthy();
  });

  it('says when no build of the character is stored', async () => {
    await renderWithHistory({ character: { id: 10000002, name: '' }, versions: [] });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Averine' });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No stored build of this character yet.')).toBeTruthy();
  });
});
