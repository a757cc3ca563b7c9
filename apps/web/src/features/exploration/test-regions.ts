import type { Realm, Region } from './api/get-exploration.js';

/** A complete region of the index answer for tests; fields not given are neutral. */
export function region(overrides: Partial<Region> = {}): Region {
  return {
    id: 1,
    parent_id: 0,
    name: 'Region',
    exploration_percentage: 500,
    type: 'TypeUnknow',
    level: 0,
    offerings: [],
    area_exploration_list: [],
    boss_list: [],
    icon: '',
    inner_icon: '',
    background_image: '',
    cover: '',
    map_url: '',
    strategy_url: '',
    is_hot: false,
    index_active: true,
    detail_active: true,
    seven_statue_level: 0,
    world_type: 1,
    natan_reputation: null,
    ...overrides,
  };
}

/** A realm of the index answer for tests. */
export function realm(overrides: Partial<Realm> = {}): Realm {
  return {
    level: 10,
    visit_num: 30,
    comfort_num: 21958,
    item_num: 1473,
    name: 'Cloudmere Terrace',
    icon: '',
    comfort_level_name: 'Peerless Paradise',
    comfort_level_icon: '',
    ...overrides,
  };
}
