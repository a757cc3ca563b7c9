/*
 * Descriptions of the query and path parameters whose contract schema has none: names that mean
 * the same wherever they appear. A parameter found in neither place fails openapi.test.ts, so a new
 * one gets its description in the contract (`Type.String({ description })`) or here.
 */
export const PARAMETER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  lang: 'Language of the answer (one of community/misc/wapi/langs); overrides the x-rpc-language header.',
  uid: 'Community account id (HoYoLAB uid); the cookie owner when omitted where optional.',
  gid: 'Community forum id; accepted for compatibility and ignored.',
  gids: 'Community game id; accepted for compatibility and ignored.',
  lang2022: 'Language asked by newer HoYoLAB pages; accepted for compatibility.',
  game_biz: 'Only the roles of this game (`hk4e_global`, `hkrpg_global`, `bh3_global`).',
  game_id: 'Game id: 2 the main game, 6 Stellar Transit, 1 Starfall Vanguard.',
  game_role_id: 'In-game uid of the role.',
  avatar_list_type:
    '1 (mobile clients) adds weapon and artifact summaries to the characters; 0 leaves them empty.',
  schedule_type:
    'Which period: 1 the current (latest stored), 2 the previous one; 3 in the Simulated Universe ' +
    'the weekly runs.',
  schedule_id: 'The season id (the latest when absent).',
  need_detail: '`true` adds the per-floor or per-run details.',
  need_all: '`true` asks for every floor.',
  isPrev: 'Set (`1`) for the previous season, as Starward sends it.',
  need_wiki: 'Sent by genshin.py; accepted for compatibility.',
  'id_list[]': 'Only these characters (repeat the key for several).',
  item_type: 'What the content is about: 1 a character.',
  item_id: 'The character id (with `item_type=1`).',
  need_avatar: 'Include character cards.',
  need_action: 'Include action cards.',
  need_stats: 'Include the usage statistics of each card.',
  offset: 'Where the page starts.',
  limit: 'How many items a page holds.',
  deck_id: 'The deck of the season.',
  kind: 'Snapshot kind (the record type, such as `index` or `spiral_abyss`).',
  character_id: 'The character id.',
  format: 'What to read or write: see the enumeration.',
  days: 'Look back this many days (default 7).',
  app_key: "The records tool's app key, HoYoLAB's name for the game's tool.",
  is_high: '`true` after a forced limit (10041): a costlier challenge.',
};

interface Parameter {
  name?: string;
  description?: string;
}

/** Fills the description of a parameter that has none from the table above. */
export function describeParameter(parameter: Parameter): Parameter {
  if (parameter.description || !parameter.name) return parameter;
  const description = PARAMETER_DESCRIPTIONS[parameter.name];
  return description ? { ...parameter, description } : parameter;
}
