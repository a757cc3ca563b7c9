import type { IngestBundle } from '@chronicle/contract';
import {
  buildDemoSwitches,
  DEMO_ACCOUNTS,
  DEMO_ROLES,
  buildBh3Demo,
  DEMO_CAPTURED_AT,
} from '@chronicle/demo';

/*
 * What the Starfall Vanguard tests load: the demo accounts, roles and switches with this game's
 * demo catalog and snapshots only, so a suite starts quickly on both databases.
 */

export const TRAVELER = 100000001;
export const LUMINE = 100000002;
export const PRIVATE = 100000003;
export const MINOR = 100000005;

/** The demo captains: role id and server. */
export const CAPTAIN = {
  traveler: { role_id: '150000101', server: 'usa01' },
  lumine: { role_id: '250000202', server: 'eur01' },
  shade: { role_id: '150000303', server: 'usa01' },
  pip: { role_id: '150000505', server: 'usa01' },
} as const;

/** When the demo was captured, in Unix milliseconds. */
export const CAPTURED_MS = Date.parse(DEMO_CAPTURED_AT);

export function bh3Bundle(): IngestBundle {
  const demo = buildBh3Demo(DEMO_CAPTURED_AT);
  return {
    accounts: DEMO_ACCOUNTS.map((a) => ({ ...a })),
    roles: DEMO_ROLES.map((r) => ({ ...r })),
    switches: buildDemoSwitches(),
    catalog: demo.catalog,
    snapshots: demo.snapshots,
  };
}

/** The URL of an endpoint for a captain, under the first (or a given) mount. */
export function bh3Url(
  path: string,
  captain: { role_id: string; server: string },
  mount = '/game_record/honkai3rd/api',
): string {
  return `${mount}/${path}?role_id=${captain.role_id}&server=${captain.server}`;
}
