import { useSyncExternalStore } from 'react';

/**
 * Client state of the role-combat pages (docs/reference/web-app.md#client-state): the season picked
 * (`currentRoleCombatPeriod`,
 * and its `roleCombatScheduleType`: 1 the newest, 2 an older one), the round being shared (id and
 * index) and which buff details are expanded. Kept outside the pages so moving between the stage,
 * echo masters and fortune cards keeps the choice; keyed by role so another role starts over.
 */
export interface RoleCombatState {
  roleKey: string;
  /** schedule_id of the season shown; undefined = the newest. */
  currentRoleCombatPeriod: number | undefined;
  roleCombatScheduleType: 1 | 2;
  shareRoundId: number | undefined;
  shareRoundIndex: number | undefined;
  /** `${schedule_id}:${act index}:${buff id}` → expanded. */
  buffExpanded: Readonly<Record<string, boolean>>;
}

const initial = (roleKey: string): RoleCombatState => ({
  roleKey,
  currentRoleCombatPeriod: undefined,
  roleCombatScheduleType: 1,
  shareRoundId: undefined,
  shareRoundIndex: undefined,
  buffExpanded: {},
});

let state = initial('');
const listeners = new Set<() => void>();

function set(next: Partial<RoleCombatState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state of a role (a fresh one when the role changed). */
export function useRoleCombatState(roleKey: string): RoleCombatState {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return snapshot.roleKey === roleKey ? snapshot : initial(roleKey);
}

const forRole = (roleKey: string) => (state.roleKey === roleKey ? state : initial(roleKey));

/** Picks a season; `newest` says whether it is the latest stored one (schedule type 1). */
export function selectPeriod(roleKey: string, scheduleId: number, newest: boolean): void {
  state = forRole(roleKey);
  set({ currentRoleCombatPeriod: scheduleId, roleCombatScheduleType: newest ? 1 : 2 });
}

export const buffKey = (scheduleId: number, actIndex: number, buffId: number) =>
  `${scheduleId}:${actIndex}:${buffId}`;

/** Expands or collapses one buff's detail. */
export function toggleBuff(roleKey: string, key: string): void {
  state = forRole(roleKey);
  set({ buffExpanded: { ...state.buffExpanded, [key]: !state.buffExpanded[key] } });
}

/** Remembers the round whose link was last shared. */
export function setShareRound(roleKey: string, roundId: number, index: number): void {
  state = forRole(roleKey);
  set({ shareRoundId: roundId, shareRoundIndex: index });
}

/** Sharing turned off resets the share flags and ids (docs/reference/web-app.md#sharing). */
export function resetRoleCombatShare(): void {
  set({ shareRoundId: undefined, shareRoundIndex: undefined });
}

/** Back to the initial state (tests). */
export function resetRoleCombatState(): void {
  set(initial(''));
}
