import type { ShellKind } from '../../lib/shell.js';
import type { IndexStats } from './api/get-index.js';

/** Every statistic of docs/reference/web-app.md#overview-statistics in desktop order. */
export const STAT_KEYS = [
  'active_day_number',
  'achievement_number',
  'avatar_number',
  'full_fetter_avatar_num',
  'spiral_abyss',
  'role_combat',
  'hard_challenge',
  'way_point_number',
  'domain_number',
  'moonoculus_number',
  'anemoculus_number',
  'geoculus_number',
  'electroculus_number',
  'dendroculus_number',
  'hydroculus_number',
  'pyroculus_number',
  'luxurious_chest_number',
  'precious_chest_number',
  'exquisite_chest_number',
  'common_chest_number',
  'magic_chest_number',
] as const satisfies readonly (keyof IndexStats)[];

export type StatKey = (typeof STAT_KEYS)[number];

export type StatGroup = 'adventure' | 'world' | 'chests';

/** Which card a statistic sits in. */
export const STAT_GROUP: Record<StatKey, StatGroup> = {
  active_day_number: 'adventure',
  achievement_number: 'adventure',
  avatar_number: 'adventure',
  full_fetter_avatar_num: 'adventure',
  spiral_abyss: 'adventure',
  role_combat: 'adventure',
  hard_challenge: 'adventure',
  way_point_number: 'world',
  domain_number: 'world',
  moonoculus_number: 'world',
  anemoculus_number: 'world',
  geoculus_number: 'world',
  electroculus_number: 'world',
  dendroculus_number: 'world',
  hydroculus_number: 'world',
  pyroculus_number: 'world',
  luxurious_chest_number: 'chests',
  precious_chest_number: 'chests',
  exquisite_chest_number: 'chests',
  common_chest_number: 'chests',
  magic_chest_number: 'chests',
};

export const STAT_GROUPS: readonly StatGroup[] = ['adventure', 'world', 'chests'];

/**
 * The statistics in display order for a shell. On mobile `spiral_abyss` comes right before
 * `full_fetter_avatar_num` (docs/reference/web-app.md#overview-statistics); everything else keeps
 * the desktop order.
 */
export function orderStatKeys(shell: ShellKind, keys: readonly StatKey[] = STAT_KEYS): StatKey[] {
  if (shell !== 'mobile') return [...keys];
  const rest = keys.filter((key) => key !== 'spiral_abyss');
  if (rest.length === keys.length) return rest;
  const at = rest.indexOf('full_fetter_avatar_num');
  if (at === -1) return [...rest, 'spiral_abyss'];
  return [...rest.slice(0, at), 'spiral_abyss', ...rest.slice(at)];
}
