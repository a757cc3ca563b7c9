import Type from 'typebox';

/**
 * A wall-clock date-time object as HoYoLAB sends it
 * (docs/reference/hoyolab-api.md#value-conventions).
 */
export const DateTimeObject = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  day: Type.Integer(),
  hour: Type.Integer(),
  minute: Type.Integer(),
  second: Type.Integer(),
});

/** A game uid as clients send it: digits, as a string in queries and sometimes a number in bodies. */
export const RoleIdString = Type.String({ pattern: '^[0-9]{5,12}$', description: 'In-game uid' });
export const RoleIdLoose = Type.Union([RoleIdString, Type.Integer({ minimum: 10000 })]);

/** Region id such as `os_asia`. */
export const ServerId = Type.String({
  pattern: '^[a-z0-9_]{2,32}$',
  description: 'Server (region) id',
});

/** Community account id (HoYoLAB uid) as a string of digits. */
export const CommunityUid = Type.String({ pattern: '^[0-9]{1,12}$' });

/** Every genshin/api GET call carries these (docs/reference/hoyolab-api.md#common-parameters). */
export const RoleQuery = Type.Object({
  role_id: RoleIdString,
  server: ServerId,
  lang: Type.Optional(Type.String({ maxLength: 16 })),
});

/** POST bodies carry the same, with `role_id` possibly numeric (hoyoapi). */
export const RoleBody = Type.Object({
  role_id: RoleIdLoose,
  server: ServerId,
});

export const EmptyData = Type.Object({});

/** A string used for an image URL; may be empty. */
export const Url = Type.String();
