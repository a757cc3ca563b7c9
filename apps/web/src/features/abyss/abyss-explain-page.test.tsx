import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.js';
import { AbyssExplainPage } from './abyss-explain-page.js';

describe('AbyssExplainPage (/ys/abyssExplain)', () => {
  it('explains the rules in numbered sections, with every rank list described', async () => {
    await renderApp(<AbyssExplainPage />, { path: '/ys/abyssExplain' });
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (h) => h.textContent,
    );
    expect(headings).toEqual([
      '1Periods and resets',
      '2Stars per chamber',
      '3Floors 9 to 12',
      '4The battle records',
      '5Every period is kept',
    ]);
    const glossary = screen.getByText('Most used').closest('dl');
    expect(glossary).not.toBeNull();
    expect(within(glossary as HTMLElement).getAllByRole('term')).toHaveLength(6);
    expect(within(glossary as HTMLElement).getByText('Strongest single strike')).toBeTruthy();
  });

  it('links back to the Sunken Spire', async () => {
    await renderApp(<AbyssExplainPage />, { path: '/ys/abyssExplain' });
    const back = await screen.findByRole('link', { name: 'Back to the Sunken Spire' });
    expect(back.getAttribute('href')).toMatch(/\/ys\/abyss$/);
  });
});
