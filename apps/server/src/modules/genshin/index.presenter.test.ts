import type { IndexSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { ALICE_INDEX } from '../../test/fixtures.js';
import { absolutizer } from '../../http/absolute-url.js';
import { Catalog } from '../catalog/catalog.service.js';
import { presentIndex, showcase } from './index.presenter.js';

const input = (snapshot: IndexSnapshot | undefined) => ({
  role: { nickname: 'Role', level: 10, region: 'os_asia' },
  snapshot,
  catalog: new Catalog(new Map()),
  lang: 'en-us' as const,
  avatarListType: 1,
  showcaseOnly: false,
  absolute: absolutizer('https://c.example'),
  defaultHeadIcon: '/art/game/2.svg',
});

describe('presentIndex', () => {
  it('never throws on an empty catalog: snapshot fields, then ids and empty strings', () => {
    const data = presentIndex(input(ALICE_INDEX));
    // No rarity known: level desc, then friendship desc.
    expect(data.avatars.map((a) => a.name)).toEqual(['10000021', 'Ghost', '10000002']);
    const withWeapon = data.avatars.find((a) => a.id === 10000002);
    expect(withWeapon?.weapon).toMatchObject({ name: '11501', icon: '', type: 0 });
    expect(withWeapon?.relics[0]).toMatchObject({
      name: '80001',
      set: { name: '1500001', affixes: [] },
    });
    expect(data.world_explorations[0]?.name).toBe('1');
    expect(data.homes[0]?.comfort_level_name).toBe('');
    expect(data.role.game_head_icon).toBe('https://c.example/art/game/2.svg');
  });

  it('zero-fills a role without a snapshot', () => {
    const data = presentIndex(input(undefined));
    expect(data.role).toEqual({
      AvatarUrl: '',
      nickname: 'Role',
      region: 'os_asia',
      level: 10,
      game_head_icon: 'https://c.example/art/game/2.svg',
    });
    expect(data.stats.spiral_abyss).toBe('-');
    expect(data.avatars).toEqual([]);
  });
});

describe('showcase', () => {
  const avatar = (id: number, fetter: number, isChosen = false) => ({
    id,
    image: '',
    name: '',
    element: '',
    fetter,
    level: 1,
    rarity: 4,
    actived_constellation_num: 0,
    card_image: '',
    is_chosen: isChosen,
    side_icon: '',
    weapon: null,
    relics: [],
  });

  it('prefers the chosen avatars', () => {
    expect(showcase([avatar(1, 1, true), avatar(2, 10)]).map((a) => a.id)).toEqual([1]);
  });

  it('falls back to the 8 highest friendship levels', () => {
    const all = Array.from({ length: 12 }, (_, i) => avatar(100 + i, i));
    expect(
      showcase(all)
        .map((a) => a.fetter)
        .sort((a, b) => b - a),
    ).toEqual([11, 10, 9, 8, 7, 6, 5, 4]);
  });
});
