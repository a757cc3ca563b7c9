import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentRole } from '../../../lib/session.js';
import { fakeApi, testQueryClient } from '../../../test/render.js';
import { rosterCharacter } from '../roster-fixture.js';
import {
  useCharacterList,
  type CharacterListBody,
  type ServerFilters,
} from './get-character-list.js';

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
const NONE: ServerFilters = { elements: [], weaponTypes: [], sortType: 0 };

/** Answers the first role's unfiltered roster at once; every other request stays pending. */
function answerOnlyAsia() {
  fakeApi({
    'genshin.characterList': (input) => {
      const body = input as CharacterListBody;
      return body.role_id === ASIA.game_role_id && !body.elements
        ? { list: [rosterCharacter()] }
        : new Promise(() => undefined);
    },
  });
}

function renderList(initial: { role: CurrentRole; filters: ServerFilters }) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook((props) => useCharacterList(props.role, props.filters), {
    wrapper,
    initialProps: initial,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('useCharacterList', () => {
  it('keeps the list on screen while another filter of the same role loads', async () => {
    answerOnlyAsia();
    const { result, rerender } = renderList({ role: ASIA, filters: NONE });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ role: { ...ASIA }, filters: { ...NONE, elements: ['Pyro'] } });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.list).toHaveLength(1);
  });

  it("shows nothing of the last role's roster while another role's loads", async () => {
    answerOnlyAsia();
    const { result, rerender } = renderList({ role: ASIA, filters: NONE });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ role: AMERICA, filters: NONE });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
  });
});
