/* The shape of one demo captain's record, shared by the files that describe them. */
import type { Honkai3rdIndexSnapshot } from '@chronicle/contract';
import type { ArenaWeek, Build, Dreamscape, NewCycle, OldCycle, notes } from './roles.js';

export const TRAVELER_BH3 = '150000101';
export const LUMINE_BH3 = '250000202';
export const SHADE_BH3 = '150000303';
export const PIP_BH3 = '150000505';

export type Index = Honkai3rdIndexSnapshot;

export const preference = (
  scores: [number, number, number, number, number, number, number],
  rating: string,
): Index['preference'] => ({
  abyss: scores[0],
  main_line: scores[1],
  battle_field: scores[2],
  open_world: scores[3],
  community: scores[4],
  comprehensive_score: scores[5],
  comprehensive_rating: rating,
  god_war: scores[6],
  is_god_war_unlock: scores[6] > 0,
});

/** Everything one captain has, at one capture time. */
export interface RoleData {
  roleId: string;
  index: Index;
  builds: readonly Build[];
  newAbyss: readonly NewCycle[];
  oldAbyss: readonly OldCycle[];
  arena: readonly ArenaWeek[];
  dreamscape: Dreamscape | null;
  note: ReturnType<typeof notes>;
}
