import type { IndexData } from '../features/overview/api/get-index.js';
import type { GameRecordCard, UserFullInfo } from '../lib/session.js';

type Region = IndexData['world_explorations'][number];
type Realm = IndexData['homes'][number];

/** A community profile as getUserFullInfo answers it. */
export function userInfo(
  uid: string,
  overrides: Partial<UserFullInfo['user_info']> = {},
): UserFullInfo {
  return {
    user_info: {
      uid,
      nickname: 'Traveler',
      introduce: '',
      avatar: '1',
      gender: 0,
      avatar_url: '',
      pendant: '',
      certification: { type: 0, label: '' },
      certifications: [],
      level_exps: [],
      level_exp: null,
      achieve: {
        like_num: '0',
        post_num: '0',
        replypost_num: '0',
        follow_cnt: '0',
        followed_cnt: '0',
        topic_cnt: '0',
        new_follower_num: '0',
        good_post_num: '0',
        follow_collection_cnt: '0',
      },
      community_info: {
        is_realname: false,
        agree_status: true,
        silent_end_time: 0,
        forbid_end_time: 0,
        info_upd_time: 0,
        privacy_invisible: {},
        notify_disable: {},
        has_initialized: true,
        user_func_status: {},
        forum_silent_info: [],
        last_login_ip: '',
        last_login_time: 0,
        created_at: 0,
      },
      is_logoff: false,
      is_minor: false,
      ...overrides,
    },
    follow_relation: null,
    auth_relations: [],
    is_in_blacklist: false,
    is_has_collection: false,
    is_creator: false,
    customer_service: { is_customer_service_staff: false, game_id: 0 },
    audit_info: {
      is_nickname_in_audit: false,
      nickname: '',
      is_introduce_in_audit: false,
      introduce: '',
      nickname_status: 0,
    },
  };
}

/** A record card of the main game. */
export function card(overrides: Partial<GameRecordCard> = {}): GameRecordCard {
  return {
    has_role: true,
    game_id: 2,
    game_role_id: '812000101',
    nickname: 'Aether',
    region: 'os_asia',
    region_name: 'Asia Server',
    level: 60,
    background_image: '',
    background_image_v2: '',
    background_color: 'D3BC8E',
    is_public: true,
    data: [],
    url: '',
    data_switches: [],
    h5_data_switches: [],
    logo: '',
    game_name: 'Wanderlight',
    game_head_icon: '',
    game_biz: 'hk4e_global',
    ...overrides,
  };
}

/** A small but complete overview payload. */
export function indexData(): IndexData {
  return {
    role: { AvatarUrl: '', nickname: 'Aether', region: 'os_asia', level: 60, game_head_icon: '' },
    avatars: [
      {
        id: 10000001,
        image: '',
        name: 'Averine',
        element: 'Anemo',
        fetter: 10,
        level: 90,
        rarity: 5,
        actived_constellation_num: 2,
        card_image: '',
        is_chosen: false,
        side_icon: '',
        weapon: null,
        relics: [],
      },
    ],
    stats: {
      active_day_number: 1268,
      achievement_number: 1186,
      avatar_number: 60,
      full_fetter_avatar_num: 34,
      way_point_number: 477,
      domain_number: 61,
      spiral_abyss: '12-3',
      anemoculus_number: 66,
      geoculus_number: 130,
      electroculus_number: 177,
      dendroculus_number: 248,
      hydroculus_number: 250,
      pyroculus_number: 71,
      moonoculus_number: 22,
      common_chest_number: 2442,
      exquisite_chest_number: 1751,
      precious_chest_number: 571,
      luxurious_chest_number: 221,
      magic_chest_number: 240,
      role_combat: { is_unlock: true, max_round_id: 10, has_data: true, has_detail_data: true },
      hard_challenge: { is_unlock: true, difficulty: 5, name: 'Dauntless', has_data: true },
      field_ext_map: {},
    },
    city_explorations: [],
    world_explorations: [],
    homes: [],
  };
}

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

/** The traveler's two main-game roles, as `getUserGameRolesByCookie` lists them (role selector). */
export const TRAVELER_ROLES = {
  list: [
    {
      game_biz: 'hk4e_global',
      region: 'os_asia',
      game_uid: '812000101',
      nickname: 'Aether',
      level: 60,
      is_chosen: true,
      region_name: 'Asia Server',
      is_official: true,
    },
    {
      game_biz: 'hk4e_global',
      region: 'os_usa',
      game_uid: '612000111',
      nickname: 'Hollow',
      level: 38,
      is_chosen: false,
      region_name: 'America Server',
      is_official: true,
    },
  ],
};
