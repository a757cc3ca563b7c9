import type { IngestBundle, IngestSnapshot } from '@chronicle/contract';
import { abyssCatalog, abyssSnapshots } from './abyss.js';
import { buildDemoSwitches, DEMO_ACCOUNTS, DEMO_ROLES } from './accounts.js';
import { buildDemoCatalog } from './catalog.js';
import { buildCharacterSnapshots } from './character-builds.js';
import { characterDetailCatalog } from './character-catalog.js';
import { buildIndexSnapshot } from './index-snapshot.js';
import { buildEventDemo } from './events/index.js';
import { buildGcgDemo } from './gcg.js';
import { buildHardChallengeDemo } from './hard-challenge.js';
import { buildDemoHistory } from './history.js';
import { buildMiscDemo } from './misc.js';
import { notesCatalog, notesSnapshot } from './notes.js';
import { INDEX_PROFILES } from './profiles.js';
import { buildRoleCombatDemo } from './role-combat.js';
import { buildHsrDemo } from './hsr/index.js';
import { buildBh3Demo } from './bh3/index.js';

/**
 * When the demo snapshots were "captured". Fixed rather than now, so two seeds of an empty
 * database store identical rows (stable screenshots and tests).
 */
export const DEMO_CAPTURED_AT = '2026-01-05T04:00:00.000Z';

function buildSnapshots(): IngestSnapshot[] {
  return INDEX_PROFILES.map((profile) => {
    const role = DEMO_ROLES.find((r) => r.game_id === 2 && r.game_role_id === profile.gameRoleId);
    if (!role) throw new Error(`demo data: no role ${profile.gameRoleId} for its index profile`);
    return {
      game_id: 2,
      game_role_id: role.game_role_id,
      kind: 'index',
      period: '',
      captured_at: DEMO_CAPTURED_AT,
      payload: buildIndexSnapshot(role, profile),
    };
  });
}

/** Each main-game role's abyss periods, then its notes. */
function buildAbyssAndNotesSnapshots(): IngestSnapshot[] {
  return INDEX_PROFILES.flatMap((profile) => {
    const role = DEMO_ROLES.find((r) => r.game_id === 2 && r.game_role_id === profile.gameRoleId);
    if (!role) throw new Error(`demo data: no role ${profile.gameRoleId} for its profile`);
    const { avatars } = buildIndexSnapshot(role, profile);
    return [...abyssSnapshots(role, profile, avatars), notesSnapshot(role, profile, avatars)];
  });
}

/**
 * The whole demo data set (accounts, roles, privacy switches, the catalog and record snapshots)
 * as one ingest bundle. Deterministic: every call returns the same, freshly built data.
 */
export function generateDemoBundle(): IngestBundle {
  // Issue 4's features: each brings its own catalog entries and snapshots.
  const features = [
    buildRoleCombatDemo(DEMO_CAPTURED_AT),
    buildHardChallengeDemo(DEMO_CAPTURED_AT),
    buildGcgDemo(DEMO_CAPTURED_AT),
    buildMiscDemo(DEMO_CAPTURED_AT),
    buildEventDemo(DEMO_CAPTURED_AT),
    // Issue 9: the other two games.
    buildHsrDemo(DEMO_CAPTURED_AT),
    buildBh3Demo(DEMO_CAPTURED_AT),
  ];
  const current = [
    ...buildSnapshots(),
    ...buildAbyssAndNotesSnapshots(),
    ...buildCharacterSnapshots(DEMO_CAPTURED_AT),
    ...features.flatMap((f) => f.snapshots),
  ];
  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({ ...account })),
    roles: DEMO_ROLES.map((role) => ({ ...role })),
    switches: buildDemoSwitches(),
    catalog: [
      ...buildDemoCatalog(),
      ...abyssCatalog(),
      ...notesCatalog(),
      ...characterDetailCatalog(),
      ...features.flatMap((f) => f.catalog),
    ],
    // Older versions first (issue 18), so the current snapshots are stored last.
    snapshots: [...buildDemoHistory(current), ...current],
  };
}
