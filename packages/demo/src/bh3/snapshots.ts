import type { IngestSnapshot } from '@chronicle/contract';
import { lumine, pip, shade } from './captains.js';
import { characters } from './roles.js';
import { traveler } from './traveler.js';

/*
 * The demo captains' snapshots. The traveler's level-88 captain has a rich record on the Rift
 * Ladder (Superstring); lumine's level-81 captain a smaller but complete one; the private account's
 * level-52 captain and the under-13 account's level-24 one still climb the Rift Trial (old abyss).
 */

export function bh3Snapshots(capturedAt: string): IngestSnapshot[] {
  const t0 = Math.floor(Date.parse(capturedAt) / 1000);
  const snap = (roleId: string, kind: string, payload: unknown, period = ''): IngestSnapshot => ({
    game_id: 1,
    game_role_id: roleId,
    kind,
    period,
    captured_at: capturedAt,
    payload,
  });
  return [traveler(t0), lumine(t0), shade(t0), pip(t0)].flatMap((role) => [
    snap(role.roleId, 'bh3_index', role.index),
    snap(role.roleId, 'bh3_characters', characters(role.builds)),
    snap(role.roleId, 'bh3_note', role.note),
    ...role.newAbyss.map((c) =>
      snap(role.roleId, 'bh3_new_abyss', c, String(c.updated_time_second)),
    ),
    ...role.oldAbyss.map((c) => snap(role.roleId, 'bh3_old_abyss', c, String(c.time_second))),
    ...role.arena.map((w) => snap(role.roleId, 'bh3_battle_field', w, String(w.time_second))),
    ...(role.dreamscape ? [snap(role.roleId, 'bh3_god_war', role.dreamscape)] : []),
  ]);
}
