import Type from 'typebox';
import { CommunityUid } from './common.js';

export const GameRecordCardQuery = Type.Object({
  uid: CommunityUid,
  gids: Type.Optional(Type.String({ maxLength: 8 })),
});

export const DataSwitch = Type.Object({
  switch_id: Type.Integer(),
  is_public: Type.Boolean(),
  switch_name: Type.String(),
});

/** One record card per game the account shows (docs/reference/hoyolab-api.md#record-card). */
export const GameRecordCard = Type.Object({
  has_role: Type.Boolean(),
  game_id: Type.Integer(),
  game_role_id: Type.String(),
  nickname: Type.String(),
  region: Type.String(),
  region_name: Type.String(),
  level: Type.Integer(),
  background_image: Type.String(),
  background_image_v2: Type.String(),
  background_color: Type.String(),
  is_public: Type.Boolean(),
  data: Type.Array(
    Type.Object({ name: Type.String(), type: Type.Integer(), value: Type.String() }),
  ),
  url: Type.String(),
  data_switches: Type.Array(DataSwitch),
  h5_data_switches: Type.Array(DataSwitch),
  logo: Type.String(),
  game_name: Type.String(),
  game_head_icon: Type.String(),
  game_biz: Type.String(),
  /**
   * Chronicle's addition, absent from HoYoLAB's cards: the owner hides the UID on share images
   * (switch `SHARE_UID_SWITCH` off), so every share image and card shows `maskUid(game_role_id)`.
   */
  uid_masked: Type.Optional(Type.Boolean()),
});

export const GameRecordCardData = Type.Object({ list: Type.Array(GameRecordCard) });

export const ChangeDataSwitchBody = Type.Object({
  switch_id: Type.Integer({ minimum: 1, maximum: 99 }),
  is_public: Type.Boolean(),
  /** One old script sends the id as a string (docs/reference/hoyolab-api.md#change-data-switch). */
  game_id: Type.Union([Type.Integer(), Type.String({ pattern: '^[0-9]{1,2}$' })]),
});

const GuideKeySchema = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' });

/** `beginner_guide/status`: which guides the cookie owner has seen (all known ones by default). */
export const BeginnerGuideStatusBody = Type.Object({
  guide_keys: Type.Optional(Type.Array(GuideKeySchema, { maxItems: 32 })),
});

export const BeginnerGuideStatusData = Type.Object({
  list: Type.Array(Type.Object({ key: Type.String(), is_seen: Type.Boolean() })),
});

/** `beginner_guide/update`: marks one guide seen. */
export const BeginnerGuideUpdateBody = Type.Object({ key: GuideKeySchema });

export const BeginnerGuideUpdateData = Type.Object({ key: Type.String(), is_seen: Type.Boolean() });
