/**
 * @chronicle/demo — the demo data set: `generateDemoBundle()` builds the demo accounts, roles,
 * privacy switches, catalog and record snapshots as one ingest bundle. The server imports it lazily,
 * only when it loads the demo; the other exports are the generator's parts that tests and the
 * benchmark data reuse.
 */

export { DEMO_CAPTURED_AT, generateDemoBundle } from './demo-bundle.js';
export { buildDemoSwitches, DEMO_ACCOUNTS, DEMO_ROLES } from './accounts.js';
export { INDEX_PROFILES, type IndexProfile } from './profiles.js';
export { buildAbyssPeriods } from './abyss.js';
export { buildFor } from './character-builds.js';
export { buildHardChallengeSeasons } from './hard-challenge.js';
export { buildIndexSnapshot } from './index-snapshot.js';
export { buildRoleCombatDemo } from './role-combat.js';
export { buildGcgDemo } from './gcg.js';
export { buildBh3Demo } from './bh3/index.js';
export { EVENT_DEMOS } from './events/index.js';
export { CHARACTERS, ELEMENTS, TWIN_IDS, VARIABLE_ELEMENT_IDS } from './data/characters.js';
export { CHARACTER_CARDS, gcgCatalog } from './data/gcg-catalog.js';
export { ACTION_CARDS } from './data/gcg-cards.js';
export { mulberry32, Rng } from './prng.js';
