import Type from 'typebox';

export const GameRolesQuery = Type.Object({
  game_biz: Type.Optional(Type.String({ maxLength: 32 })),
});

/** One bound game role (docs/reference/hoyolab-api.md#account-binding). */
export const GameRole = Type.Object({
  game_biz: Type.String(),
  region: Type.String(),
  game_uid: Type.String(),
  nickname: Type.String(),
  level: Type.Integer(),
  is_chosen: Type.Boolean(),
  region_name: Type.String(),
  is_official: Type.Boolean(),
});

export const GameRolesData = Type.Object({ list: Type.Array(GameRole) });
