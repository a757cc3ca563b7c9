import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/** A sub-area or a world boss; ids are the region id followed by a two-digit serial. */
export interface RegionPartRow {
  id: number;
  regionId: number;
  name: L15;
}

const part = (id: number, name: L15): RegionPartRow => ({ id, regionId: Math.floor(id / 100), name });

/** Sub-areas whose exploration the region card lists. */
export const AREAS: readonly RegionPartRow[] = [
  part(101, l15('areas.101')),
  part(102, l15('areas.102')),
  part(103, l15('areas.103')),
  part(104, l15('areas.104')),
  part(201, l15('areas.201')),
  part(202, l15('areas.202')),
  part(203, l15('areas.203')),
  part(204, l15('areas.204')),
  part(301, l15('areas.301')),
  part(302, l15('areas.302')),
  part(303, l15('areas.303')),
  part(401, l15('areas.401')),
  part(402, l15('areas.402')),
  part(403, l15('areas.403')),
  part(404, l15('areas.404')),
  part(501, l15('areas.501')),
  part(502, l15('areas.502')),
  part(503, l15('areas.503')),
  part(601, l15('areas.601')),
  part(602, l15('areas.602')),
  part(603, l15('areas.603')),
  part(604, l15('areas.604')),
  part(701, l15('areas.701')),
  part(702, l15('areas.702')),
  part(703, l15('areas.703')),
  part(704, l15('areas.704')),
  part(801, l15('areas.801')),
  part(802, l15('areas.802')),
  part(803, l15('areas.803')),
  part(804, l15('areas.804')),
  part(901, l15('areas.901')),
  part(902, l15('areas.902')),
  part(903, l15('areas.903')),
  part(1001, l15('areas.1001')),
  part(1002, l15('areas.1002')),
  part(1003, l15('areas.1003')),
  part(1101, l15('areas.1101')),
  part(1102, l15('areas.1102')),
  part(1103, l15('areas.1103')),
  part(1201, l15('areas.1201')),
  part(1202, l15('areas.1202')),
  part(1203, l15('areas.1203')),
];

/** World bosses per region. */
export const BOSSES: readonly RegionPartRow[] = [
  part(101, l15('areas.bosses.101')),
  part(102, l15('areas.bosses.102')),
  part(103, l15('areas.bosses.103')),
  part(201, l15('areas.bosses.201')),
  part(202, l15('areas.bosses.202')),
  part(203, l15('areas.bosses.203')),
  part(301, l15('areas.bosses.301')),
  part(302, l15('areas.bosses.302')),
  part(401, l15('areas.bosses.401')),
  part(402, l15('areas.bosses.402')),
  part(403, l15('areas.bosses.403')),
  part(501, l15('areas.bosses.501')),
  part(502, l15('areas.bosses.502')),
  part(601, l15('areas.bosses.601')),
  part(602, l15('areas.bosses.602')),
  part(603, l15('areas.bosses.603')),
  part(701, l15('areas.bosses.701')),
  part(702, l15('areas.bosses.702')),
  part(703, l15('areas.bosses.703')),
  part(801, l15('areas.bosses.801')),
  part(802, l15('areas.bosses.802')),
  part(803, l15('areas.bosses.803')),
  part(901, l15('areas.bosses.901')),
  part(902, l15('areas.bosses.902')),
  part(1001, l15('areas.bosses.1001')),
  part(1002, l15('areas.bosses.1002')),
  part(1101, l15('areas.bosses.1101')),
  part(1102, l15('areas.bosses.1102')),
  part(1201, l15('areas.bosses.1201')),
  part(1202, l15('areas.bosses.1202')),
];
