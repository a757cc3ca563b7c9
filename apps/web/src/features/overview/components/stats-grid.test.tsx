import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enStats from '../../../locales/en-us/stats.json';
import { indexData } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render.js';
import { STAT_KEYS } from '../stat-order.js';
import { StatsGrid, type StatsInput } from './stats-grid.js';

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt span' }).closest('dt');
  const definition = term?.nextElementSibling;
  if (!definition) throw new Error(`no value for ${label}`);
  return definition.textContent ?? '';
}

function termOrder(): string[] {
  return screen.getAllByRole('term').map((term) => term.textContent ?? '');
}

describe('StatsGrid', () => {
  // docs/reference/web-app.md#overview-statistics
  it('shows every statistic with its translated label, number first', async () => {
    await renderApp(<StatsGrid stats={indexData().stats} />);
    expect(screen.getAllByRole('term')).toHaveLength(STAT_KEYS.length);
    for (const key of STAT_KEYS) {
      expect(screen.getByText(enStats.keys[key], { selector: 'dt span' })).toBeTruthy();
    }
    expect(valueOf('Days active')).toBe('1,268');
    expect(valueOf('Sunken Spire')).toBe('12-3');
    expect(valueOf('Masquerade Stage')).toBe('Act 10');
    expect(valueOf('Trial of Dread')).toBe('Dauntless');
    expect(valueOf('Remarkable chests')).toBe('240');
  });

  it('shows - for null, missing and locked statistics', async () => {
    const stats: StatsInput = {
      ...indexData().stats,
      achievement_number: null,
      domain_number: undefined,
      spiral_abyss: null,
      role_combat: { is_unlock: false, max_round_id: 0, has_data: false, has_detail_data: false },
      hard_challenge: null,
    };
    await renderApp(<StatsGrid stats={stats} />);
    expect(valueOf('Achievements')).toBe('-');
    expect(valueOf('Sanctums unlocked')).toBe('-');
    expect(valueOf('Sunken Spire')).toBe('-');
    expect(valueOf('Masquerade Stage')).toBe('-');
    expect(valueOf('Trial of Dread')).toBe('-');
  });

  it('shows - everywhere when there are no statistics at all', async () => {
    await renderApp(<StatsGrid stats={null} />);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toHaveLength(STAT_KEYS.length);
    expect(new Set(values)).toEqual(new Set(['-']));
  });

  it('orders Sunken Spire before Max bond characters on mobile only', async () => {
    const desktop = await renderApp(<StatsGrid stats={indexData().stats} />, { shell: 'desktop' });
    const desktopOrder = termOrder();
    expect(desktopOrder.indexOf('Max bond characters')).toBeLessThan(
      desktopOrder.indexOf('Sunken Spire'),
    );
    desktop.unmount();

    await renderApp(<StatsGrid stats={indexData().stats} />, { shell: 'mobile' });
    const mobileOrder = termOrder();
    expect(mobileOrder.indexOf('Sunken Spire')).toBe(
      mobileOrder.indexOf('Max bond characters') - 1,
    );
  });

  it('groups the statistics under adventure, world and chests headings', async () => {
    await renderApp(<StatsGrid stats={indexData().stats} />);
    const chests = screen.getByRole('region', { name: 'Chests' });
    expect(within(chests).getAllByRole('term')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Adventure' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'World' })).toBeTruthy();
  });
});
