import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentRole } from '../../../lib/session.js';
import { fakeApi, testQueryClient } from '../../../test/render.js';
import { abyssPeriod } from '../abyss-fixture.js';
import { useSpiralAbyss, type ScheduleType, type SpiralAbyssQuery } from './get-spiral-abyss.js';

function role(game_role_id: string, region: string): CurrentRole {
  return {
    game_id: 2,
    region,
    game_role_id,
    game_uid: game_role_id,
    level: 60,
    nickname: 'Aether',
    region_name: '',
    aid: '100000001',
    game_head_icon: '',
  };
}

const ASIA = role('812000101', 'os_asia');
const AMERICA = role('612000202', 'os_usa');

/** Answers the first role's current period at once; every other request stays pending. */
function answerOnlyAsia() {
  fakeApi({
    'genshin.spiralAbyss': (input) => {
      const query = input as SpiralAbyssQuery;
      return query.role_id === ASIA.game_role_id && query.schedule_type === 1
        ? abyssPeriod()
        : new Promise(() => undefined);
    },
  });
}

function renderAbyss(initial: { role: CurrentRole; scheduleType: ScheduleType }) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook((props) => useSpiralAbyss(props.role, props.scheduleType), {
    wrapper,
    initialProps: initial,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('useSpiralAbyss', () => {
  it('keeps the period on screen while the other period of the same role loads', async () => {
    answerOnlyAsia();
    const { result, rerender } = renderAbyss({ role: ASIA, scheduleType: 1 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ role: { ...ASIA }, scheduleType: 2 });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.max_floor).toBe('12-3');
  });

  it("shows nothing of the last role's period while another role's loads", async () => {
    answerOnlyAsia();
    const { result, rerender } = renderAbyss({ role: ASIA, scheduleType: 1 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ role: AMERICA, scheduleType: 1 });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
  });
});
