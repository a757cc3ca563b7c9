/**
 * @chronicle/contract — the one public entry of the contract package: endpoint declarations and
 * their TypeBox schemas, game configs, the retcode catalogue, languages and business constants.
 */
import * as account from './endpoints/account.js';
import * as binding from './endpoints/binding.js';
import * as card from './endpoints/card.js';
import * as community from './endpoints/community.js';
import * as genshinCore from './endpoints/genshin.js';
import * as genshinGcg from './endpoints/genshin-gcg.js';
import * as genshinHardChallenge from './endpoints/genshin-hard-challenge.js';
import * as genshinMisc from './endpoints/genshin-misc.js';
import * as genshinRoleCombat from './endpoints/genshin-role-combat.js';
import * as ingest from './endpoints/ingest.js';

export * from './constants.js';
export * from './endpoint.js';
export * from './format.js';
export * from './games.js';
export * from './languages.js';
export * from './retcodes.js';
export * from './snapshot-kinds.js';
export * from './server-text/index.js';
export * from './schemas/account.js';
export * from './schemas/binding.js';
export * from './schemas/card.js';
export * from './schemas/catalog.js';
export * from './schemas/common.js';
export * from './schemas/community.js';
export * from './schemas/genshin-character.js';
export * from './schemas/genshin-character-info.js';
export * from './schemas/genshin-abyss.js';
export * from './schemas/genshin-index.js';
export * from './schemas/genshin-notes.js';
export * from './schemas/genshin-gcg.js';
export * from './schemas/genshin-hard-challenge.js';
export * from './schemas/genshin-misc.js';
export * from './schemas/genshin-role-combat.js';
export * from './schemas/ingest.js';

const genshin = {
  ...genshinCore,
  ...genshinRoleCombat,
  ...genshinHardChallenge,
  ...genshinGcg,
  ...genshinMisc,
} as const;

/** Every endpoint, grouped by family; the server registers all of these. */
export const endpoints = { account, binding, card, community, genshin, ingest } as const;
