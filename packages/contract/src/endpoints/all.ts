import * as account from './account.js';
import * as accountData from './account-data.js';
import * as binding from './binding.js';
import * as card from './card.js';
import * as communityCore from './community.js';
import * as communityServices from './community-services.js';
import * as genshinCore from './genshin.js';
import { activities, activityRecords } from './genshin-activities.js';
import * as genshinGcg from './genshin-gcg.js';
import * as genshinHardChallenge from './genshin-hard-challenge.js';
import * as genshinMisc from './genshin-misc.js';
import * as genshinRoleCombat from './genshin-role-combat.js';
import * as history from './history.js';
import * as hkrpg from './hkrpg.js';
import * as honkai3rd from './honkai3rd.js';
import * as ingest from './ingest.js';
import * as risk from './risk.js';
import * as upstream from './upstream.js';

const genshin = {
  ...genshinCore,
  ...genshinRoleCombat,
  ...genshinHardChallenge,
  ...genshinGcg,
  ...genshinMisc,
  activities,
  ...activityRecords,
} as const;

/**
 * Every endpoint, grouped by family; the server registers all of these. Its own module, so the web
 * app's first page load (which imports the shell's families directly) does not carry it.
 */
const community = { ...communityCore, ...communityServices } as const;

export const endpoints = {
  account,
  accountData,
  binding,
  card,
  community,
  genshin,
  history,
  hkrpg,
  honkai3rd,
  ingest,
  risk,
  upstream,
} as const;
