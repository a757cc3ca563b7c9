import Type from 'typebox';

export const UserFullInfoQuery = Type.Object({
  uid: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  gid: Type.Optional(Type.String({ maxLength: 8 })),
  gids: Type.Optional(Type.String({ maxLength: 8 })),
});

const Achieve = Type.Object({
  like_num: Type.String(),
  post_num: Type.String(),
  replypost_num: Type.String(),
  follow_cnt: Type.String(),
  followed_cnt: Type.String(),
  topic_cnt: Type.String(),
  new_follower_num: Type.String(),
  good_post_num: Type.String(),
  follow_collection_cnt: Type.String(),
});

const CommunityInfo = Type.Object({
  is_realname: Type.Boolean(),
  agree_status: Type.Boolean(),
  silent_end_time: Type.Integer(),
  forbid_end_time: Type.Integer(),
  info_upd_time: Type.Integer(),
  privacy_invisible: Type.Record(Type.String(), Type.Boolean()),
  notify_disable: Type.Record(Type.String(), Type.Boolean()),
  has_initialized: Type.Boolean(),
  user_func_status: Type.Record(Type.String(), Type.Union([Type.Boolean(), Type.Integer()])),
  forum_silent_info: Type.Array(Type.Unknown()),
  last_login_ip: Type.String(),
  last_login_time: Type.Integer(),
  created_at: Type.Integer(),
});

export const UserInfo = Type.Object({
  uid: Type.String(),
  nickname: Type.String(),
  introduce: Type.String(),
  avatar: Type.String(),
  gender: Type.Integer(),
  avatar_url: Type.String(),
  pendant: Type.String(),
  certification: Type.Object({ type: Type.Integer(), label: Type.String() }),
  certifications: Type.Array(Type.Unknown()),
  level_exps: Type.Array(
    Type.Object({ level: Type.Integer(), exp: Type.Integer(), game_id: Type.Integer() }),
  ),
  level_exp: Type.Union([
    Type.Object({ level: Type.Integer(), exp: Type.Integer(), game_id: Type.Integer() }),
    Type.Null(),
  ]),
  achieve: Achieve,
  community_info: CommunityInfo,
  is_logoff: Type.Boolean(),
  /**
   * Chronicle extension: true for accounts under 13 (docs/reference/privacy.md#under-13-rule).
   * Clients ignore unknown keys.
   */
  is_minor: Type.Boolean(),
});

export const UserFullInfoData = Type.Object({
  user_info: UserInfo,
  follow_relation: Type.Union([
    Type.Object({ is_following: Type.Boolean(), is_followed: Type.Boolean() }),
    Type.Null(),
  ]),
  auth_relations: Type.Array(Type.Unknown()),
  is_in_blacklist: Type.Boolean(),
  is_has_collection: Type.Boolean(),
  is_creator: Type.Boolean(),
  customer_service: Type.Object({
    is_customer_service_staff: Type.Boolean(),
    game_id: Type.Integer(),
  }),
  audit_info: Type.Object({
    is_nickname_in_audit: Type.Boolean(),
    nickname: Type.String(),
    is_introduce_in_audit: Type.Boolean(),
    introduce: Type.String(),
    nickname_status: Type.Integer(),
  }),
});

export const LangsQuery = Type.Object({
  gids: Type.Optional(Type.String({ maxLength: 8 })),
  lang2022: Type.Optional(Type.String({ maxLength: 8 })),
});

export const LangsData = Type.Object({
  langs: Type.Array(
    Type.Object({
      name: Type.String(),
      value: Type.String(),
      label: Type.String(),
      alias: Type.Array(Type.String()),
    }),
  ),
});

/**
 * The under-13 check before a share (docs/reference/privacy.md#under-13-rule): `uid` is the viewed
 * account, `0` for one's own. `allowed` is false when the cookie owner is under 13, or when the
 * viewed account is.
 */
export const AgeCheckQuery = Type.Object({
  uid: Type.String({ pattern: '^[0-9]{1,12}$' }),
});

export const AgeCheckData = Type.Object({ allowed: Type.Boolean() });
