/**
 * @chronicle/contract — the one public entry of the contract package: endpoint declarations and
 * their TypeBox schemas, game configs, the retcode catalogue, languages and business constants.
 */

export * from './constants.js';
export * from './endpoint.js';
export * from './format.js';
export * from './uid-mask.js';
export * from './events.js';
export { EVENT_ROUTING, type EventRouting, type EventRoutingOf } from './event-routing.js';
export * from './games.js';
export * from './languages.js';
export * from './retcodes.js';
export * from './snapshot-kinds.js';
export * from './table-langs.js';
export * from './catalog-ids.js';
export * from './honkai3rd-types.js';
export * from './server-text/index.js';
export * from './schemas/account.js';
export * from './schemas/binding.js';
export * from './schemas/card.js';
export * from './schemas/catalog.js';
export * from './schemas/common.js';
export * from './schemas/app.js';
export * from './schemas/risk.js';
export * from './schemas/community.js';
export * from './schemas/genshin-activities.js';
export * from './schemas/genshin-character.js';
export * from './schemas/genshin-character-info.js';
export * from './schemas/genshin-abyss.js';
export * from './schemas/genshin-index.js';
export * from './schemas/genshin-notes.js';
export * from './schemas/genshin-gcg.js';
export * from './schemas/genshin-gcg-snapshot.js';
export * from './schemas/genshin-hard-challenge.js';
export * from './schemas/genshin-misc.js';
export * from './schemas/genshin-role-combat.js';
/* The second and third games' *-parts.ts files are shared internals, left out on purpose. */
export * from './schemas/hkrpg-common.js';
export * from './schemas/hkrpg-index.js';
export * from './schemas/hkrpg-character.js';
export * from './schemas/hkrpg-notes.js';
export * from './schemas/hkrpg-challenge.js';
export * from './schemas/hkrpg-challenge-story.js';
export * from './schemas/hkrpg-challenge-boss.js';
export * from './schemas/hkrpg-rogue.js';
export * from './schemas/hkrpg-kinds.js';
export * from './schemas/honkai3rd-common.js';
export * from './schemas/honkai3rd-index.js';
export * from './schemas/honkai3rd-character.js';
export * from './schemas/honkai3rd-abyss.js';
export * from './schemas/honkai3rd-battle-field.js';
export * from './schemas/honkai3rd-god-war.js';
export * from './schemas/honkai3rd-notes.js';
export * from './schemas/honkai3rd-kinds.js';
export * from './schemas/ingest.js';
export * from './schemas/upstream.js';
export * from './schemas/history.js';
export * from './schemas/account-data.js';

/** Every endpoint, grouped by family; the server registers all of these. */
export { endpoints } from './endpoints/all.js';

/*
 * The families the web app's shell calls, one module each: importing these instead of `endpoints`
 * keeps every records endpoint out of the first page load (each page brings its own).
 */
export * as accountEndpoints from './endpoints/account.js';
export * as bindingEndpoints from './endpoints/binding.js';
export * as cardEndpoints from './endpoints/card.js';
export * as communityEndpoints from './endpoints/community.js';
export * as communityServiceEndpoints from './endpoints/community-services.js';
export * as riskEndpoints from './endpoints/risk.js';
export * as hkrpgEndpoints from './endpoints/hkrpg.js';
export * as honkai3rdEndpoints from './endpoints/honkai3rd.js';
export * as upstreamEndpoints from './endpoints/upstream.js';
export * as historyEndpoints from './endpoints/history.js';
export * as accountDataEndpoints from './endpoints/account-data.js';
