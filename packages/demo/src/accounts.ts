import { GAMES, type IngestAccount, type IngestRole, type IngestSwitch } from '@chronicle/contract';

/**
 * The documented demo accounts (docs/reference/product.md#demo-accounts): README, tests and
 * reviewers rely on these uids, names and passwords, so change them only together with the docs.
 */
export const DEMO_ACCOUNTS: readonly IngestAccount[] = [
  {
    uid: 100000001,
    account: 'traveler',
    password: 'traveler-demo',
    nickname: 'Traveler',
    avatar_url: '/art/account/100000001.svg',
    introduce: 'Chasing every sunrise from Aeloria to the Lanternsea Isles.',
    gender: 1,
  },
  {
    uid: 100000002,
    account: 'lumine',
    password: 'lumine-demo',
    nickname: 'Lumine',
    avatar_url: '/art/account/100000002.svg',
    introduce: 'Tea, tides and a very full character roster.',
    gender: 2,
  },
  {
    uid: 100000003,
    account: 'private',
    password: 'private-demo',
    nickname: 'Private Player',
    avatar_url: '/art/account/100000003.svg',
    introduce: 'Prefers to keep their records to themselves.',
    gender: 0,
  },
  {
    uid: 100000004,
    account: 'newcomer',
    password: 'newcomer-demo',
    nickname: 'Newcomer',
    avatar_url: '/art/account/100000004.svg',
    introduce: 'Just arrived, no adventures yet.',
    gender: 0,
  },
  {
    uid: 100000005,
    account: 'minor',
    password: 'minor-demo',
    nickname: 'Young Explorer',
    // Always ten years old on the day the demo loads: exercises the minor rules of
    // docs/reference/privacy.md#under-13-rule.
    birth_date: `${new Date().getUTCFullYear() - 10}-03-14`,
    avatar_url: '/art/account/100000005.svg',
    introduce: 'Learning the ropes one quest at a time.',
    gender: 0,
  },
];

export const PRIVATE_UID = 100000003;

/**
 * Game roles. Role ids follow the real uid-to-server rule (`serverForUid`), so the region is
 * derived for the main game and the space game; the anime game's roles carry theirs.
 */
export const DEMO_ROLES: readonly IngestRole[] = [
  {
    uid: 100000001,
    game_id: 2,
    game_role_id: '812000101',
    nickname: 'Aether',
    level: 60,
    is_chosen: true,
  },
  {
    uid: 100000001,
    game_id: 2,
    game_role_id: '612000111',
    nickname: 'Hollow',
    level: 38,
    is_chosen: false,
  },
  {
    uid: 100000001,
    game_id: 6,
    game_role_id: '800000101',
    nickname: 'Starling',
    level: 70,
    is_chosen: true,
  },
  {
    uid: 100000001,
    game_id: 1,
    game_role_id: '150000101',
    region: 'usa01',
    nickname: 'Aether',
    level: 88,
    is_chosen: true,
  },
  {
    uid: 100000002,
    game_id: 2,
    game_role_id: '612000202',
    nickname: 'Lumine',
    level: 57,
    is_chosen: true,
  },
  {
    uid: 100000002,
    game_id: 6,
    game_role_id: '600000202',
    nickname: 'Lumine',
    level: 64,
    is_chosen: true,
  },
  {
    uid: 100000002,
    game_id: 1,
    game_role_id: '250000202',
    region: 'eur01',
    nickname: 'Lumi',
    level: 81,
    is_chosen: true,
  },
  {
    uid: 100000003,
    game_id: 2,
    game_role_id: '712000303',
    nickname: 'Shade',
    level: 45,
    is_chosen: true,
  },
  {
    uid: 100000003,
    game_id: 6,
    game_role_id: '700000303',
    nickname: 'Quietus',
    level: 41,
    is_chosen: true,
  },
  {
    uid: 100000003,
    game_id: 1,
    game_role_id: '150000303',
    region: 'usa01',
    nickname: 'Shade',
    level: 52,
    is_chosen: true,
  },
  {
    uid: 100000005,
    game_id: 2,
    game_role_id: '912000505',
    nickname: 'Pip',
    level: 23,
    is_chosen: true,
  },
  {
    uid: 100000005,
    game_id: 6,
    game_role_id: '900000505',
    nickname: 'Pip',
    level: 19,
    is_chosen: true,
  },
  {
    uid: 100000005,
    game_id: 1,
    game_role_id: '150000505',
    region: 'usa01',
    nickname: 'Pipkin',
    level: 24,
    is_chosen: true,
  },
];

/**
 * One explicit row per account, game and switch: everything public except the private player's,
 * so the stored state never depends on a default.
 */
export function buildDemoSwitches(): IngestSwitch[] {
  return DEMO_ACCOUNTS.flatMap((account) =>
    GAMES.flatMap((game) =>
      game.switchIds.map((switchId) => ({
        uid: account.uid,
        game_id: game.id,
        switch_id: switchId,
        is_public: account.uid !== PRIVATE_UID,
      })),
    ),
  );
}
