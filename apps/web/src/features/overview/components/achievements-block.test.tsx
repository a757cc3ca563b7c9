import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../lib/api-client.js';
import { card, userInfo } from '../../../test/fixtures.js';
import { fakeApi, renderApp } from '../../../test/render.js';
import { useSession } from '../../../lib/session.js';
import type { AchievementData } from '../api/get-achievements.js';
import { AchievementsBlock } from './achievements-block.js';

const category = (id: number, finish: number, percentage: number, show = true) => ({
  id: String(id),
  name: `Category ${id}`,
  icon: '',
  finish_num: finish,
  percentage,
  show_percent: show,
});

const ACHIEVEMENTS: AchievementData = {
  achievement_num: 1186,
  list: [
    category(1, 600, 80),
    category(2, 300, 60),
    category(3, 200, 40),
    category(4, 86, 20),
    category(5, 0, 0, false),
  ],
};

function Block() {
  const role = useSession().crtRole;
  return role ? <AchievementsBlock role={role} /> : null;
}

function api(answer: () => unknown) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.achievement': answer,
  });
}

describe('AchievementsBlock', () => {
  it('shows the total and the first categories with progress bars, the rest on demand', async () => {
    const spy = api(() => ACHIEVEMENTS);
    const user = userEvent.setup();
    await renderApp(<Block />);
    expect((await screen.findByTestId('achievement-total')).textContent).toBe('1,186');
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-valuenow'))).toEqual([
      '80',
      '60',
      '40',
    ]);
    expect(screen.queryByText('Category 4')).toBeNull();
    const more = screen.getByRole('button', { name: 'Show all categories (5)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(screen.getByText('Category 5')).toBeTruthy();
    // A category without a total shows no bar and no percentage.
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.queryByText('Category 4')).toBeNull();
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.achievement' }),
      { role_id: '812000101', server: 'os_asia' },
      expect.anything(),
    );
  });

  it('has an empty state and a retry on failure', async () => {
    let fail = true;
    api(() => (fail ? new NetworkError('offline') : { achievement_num: 0, list: [] }));
    const user = userEvent.setup();
    await renderApp(<Block />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No achievement records yet.')).toBeTruthy();
  });
});
