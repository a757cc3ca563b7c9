import Type, { type Static } from 'typebox';
import { RoleBody, RoleQuery, Url } from './common.js';
import { RelicPropertyLists } from './genshin-character.js';

/*
 * The character card's calls (docs/reference/web-app.md#character-info: the character info call and
 * the character extra content call), `set_recommend_prop` and `roleBasicInfo`. Paths the spec
 * leaves unnamed are
 * Chronicle's own, declared here in the style of the rest of genshin/api.
 */

/** `POST genshin/api/character/info`: the pop-up card facts and links of some characters. */
export const CharacterInfoBody = Type.Object({
  character_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
});

/**
 * docs/reference/web-app.md#character-info. The four links are absolute URLs from the operator's
 * catalog (attrs `wiki_url`, `calculator_url`, `lineup_url`, `strategy_url`); an empty string means
 * "no such link",
 * and the card hides it. `caculator_url` keeps the real API's spelling.
 */
export const CharacterInfo = Type.Object({
  id: Type.Integer(),
  avatar_id: Type.Integer(),
  name: Type.String(),
  element: Type.String(),
  rarity: Type.Integer(),
  icon: Url,
  image: Url,
  weapon_type: Type.Integer(),
  weapon_type_name: Type.String(),
  wiki_url: Url,
  caculator_url: Url,
  lineup_url: Url,
  strategy_url: Url,
});
export type CharacterInfo = Static<typeof CharacterInfo>;

export const CharacterInfoData = Type.Object({ avatars: Type.Array(CharacterInfo) });

/** `GET genshin/api/external_content?item_type=1&item_id=…`: extra content of a character (type 1). */
export const ExternalContentQuery = Type.Object({
  item_type: Type.Integer({ minimum: 1, maximum: 1 }),
  item_id: Type.Integer({ minimum: 1 }),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
});

/** Localized facts of the character (title, affiliation, birthday…) and a short description. */
export const ExternalContentData = Type.Object({
  item_type: Type.Integer(),
  item_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  facts: Type.Array(
    Type.Object({ key: Type.String(), label: Type.String(), value: Type.String() }),
  ),
});
export type ExternalContentData = Static<typeof ExternalContentData>;

/**
 * `POST genshin/api/character/set_recommend_prop`: the owner's own relic stat preferences for one
 * character; `null` goes back to the recommended ones.
 */
export const SetRecommendPropBody = Type.Object({
  ...RoleBody.properties,
  avatar_id: Type.Integer({ minimum: 1 }),
  custom_properties: Type.Union([RelicPropertyLists, Type.Null()]),
});

/** `GET genshin/api/roleBasicInfo` (docs/reference/hoyolab-api.md#role-basic-info). */
export const RoleBasicInfoQuery = RoleQuery;
export const RoleBasicInfoData = Type.Object({
  AvatarUrl: Url,
  nickname: Type.String(),
  region: Type.String(),
  level: Type.Integer(),
  card_play_level: Type.Integer(),
});
