import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indexData } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render.js';
import type { IndexAvatar } from '../api/get-index.js';
import { CharacterStrip } from './character-strip.js';

/** A full roster: `count` characters, each with a name of its own. */
function roster(count: number): IndexAvatar[] {
  const [first] = indexData().avatars;
  if (!first) throw new Error('the fixture has no avatar');
  return Array.from({ length: count }, (_, i) => ({
    ...first,
    id: 10000100 + i,
    name: `Character ${i + 1}`,
  }));
}

describe('CharacterStrip', () => {
  it('renders the first cards with the page and the rest of a long roster right after', async () => {
    await renderApp(<CharacterStrip avatars={roster(45)} />);
    const strip = await screen.findByRole('region', { name: 'Characters' });
    // The count names the whole roster from the start.
    expect(within(strip).getByText('Owned: 45')).toBeTruthy();
    expect(within(strip).getAllByRole('listitem')).toHaveLength(12);
    // Four slices of cards, each a render of its own: on a loaded CI machine jsdom took longer
    // than waitFor's default second for them (it stopped at 44 of 45 once).
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(45), {
      timeout: 10_000,
    });
    // In roster order, none twice.
    const names = within(strip)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.char-card__name')?.textContent);
    expect(names[0]).toBe('Character 1');
    expect(names[44]).toBe('Character 45');
    expect(new Set(names).size).toBe(45);
  });

  it('renders a short roster whole at once', async () => {
    await renderApp(<CharacterStrip avatars={roster(5)} />);
    const strip = await screen.findByRole('region', { name: 'Characters' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(5);
  });
});
