/*
 * Where the risk engine keeps its state. Two implementations agree on this interface: the database
 * (`SqlRiskStore`, tables of migration 0006) and Redis (`RedisRiskStore`, used when REDIS_URL is
 * set), so that several server instances behind one load balancer count and flag together.
 */

/**
 * `account:<uid>`, `ip:<address>`, or `name:<account name>` (failed sign-ins to a name, counted
 * alike whether or not an account has it; never flagged).
 */
export type Subject = `account:${number}` | `ip:${string}` | `name:${string}`;

/**
 * What is counted: a read of another player's role (target `<game>:<role id>`), another account read
 * in the last 24 h (target its uid), a failed login (target unique per attempt), for the sign-in
 * check a failed sign-in (`signin`) and a registration attempt (`register`).
 */
export type EventKind = 'read' | 'player' | 'login' | 'signin' | 'register';

/** `challenge`: a normal challenge lifts it (10035); `forced`: only a costly one does (10041). */
export type FlagLevel = 'challenge' | 'forced';

export interface SubjectState {
  /** The flag; null when never flagged or cleared. */
  level: FlagLevel | null;
  reason: string | null;
  /** Unix ms after which the flag no longer holds. */
  until: number;
  flaggedAt: number | null;
  /** When the last challenge was passed: the challenge rules count only what happened since. */
  resetAt: number;
  /** When the last costly challenge was passed: the forced rule counts only what happened since. */
  forcedResetAt: number;
}

export interface EventCounts {
  /** Events in the window, repeats included. */
  total: number;
  /** Distinct targets in the window. */
  distinct: number;
}

/** A challenge handed out and not answered yet. */
export interface StoredChallenge {
  id: string;
  uid: number;
  ip: string;
  high: boolean;
  /** The altcha challenge as sent, signature included. */
  pow: unknown;
  createdAt: number;
  expiresAt: number;
  /**
   * The headers the client sent with `createGeetest`, when valid
   * (docs/reference/web-app.md#risk-challenge-calls).
   */
  headers: { game?: number; path?: string; traceId?: string };
  /**
   * A sign-in check's use (`login:<name>` or `register`; `account/sign-in-guard.ts`); absent on
   * the records' challenges. Its `uid` is 0, so it never answers a records challenge.
   */
  purpose?: string;
}

export interface FlagListing extends SubjectState {
  subject: Subject;
}

/** One event to count (`RiskStore.addEvents`); events older than `retainMs` may be dropped. */
export interface NewEvent {
  subject: Subject;
  kind: EventKind;
  target: string;
  retainMs: number;
}

/** One count to take (`RiskStore.countsMany`): events of a subject and kind since `since`. */
export interface CountQuery {
  subject: Subject;
  kind: EventKind;
  since: number;
  /**
   * Where counting the events may stop: a rule only asks whether `total` reached its threshold,
   * so a store may answer `min(total, cap)` and read no more rows than that. `distinct` is exact.
   */
  cap?: number;
}

export interface RiskStore {
  /** Counts one event at `at`; events older than `retainMs` may be dropped meanwhile. */
  addEvent(
    subject: Subject,
    kind: EventKind,
    target: string,
    at: number,
    retainMs: number,
  ): Promise<void>;
  /**
   * Counts several events at `at` as `addEvent` does one by one, in one round trip: a records read
   * adds one per subject and kind, and every statement on that path costs a round trip.
   */
  addEvents(events: readonly NewEvent[], at: number): Promise<void>;
  /** Events since `since` (inclusive); `total` may stop at `cap` (`CountQuery`). */
  counts(subject: Subject, kind: EventKind, since: number, cap?: number): Promise<EventCounts>;
  /** `counts` of several queries in one round trip, in their order. */
  countsMany(queries: readonly CountQuery[]): Promise<EventCounts[]>;
  /** Whether `target` was counted since `since`. */
  hasTarget(subject: Subject, kind: EventKind, target: string, since: number): Promise<boolean>;
  /** A subject's flag and reset times; undefined when it has none. */
  state(subject: Subject): Promise<SubjectState | undefined>;
  /** `state` of several subjects in one round trip, in their order. */
  states(subjects: readonly Subject[]): Promise<(SubjectState | undefined)[]>;
  /**
   * Flags a subject until `until`. An active forced flag is never weakened to a challenge one, and
   * an existing flag keeps its later end.
   */
  flag(
    subject: Subject,
    level: FlagLevel,
    reason: string,
    at: number,
    until: number,
  ): Promise<void>;
  /**
   * A challenge was passed: the flag is cleared unless it is forced and the challenge was not
   * costly, and the windows restart (`resetAt`, and `forcedResetAt` for a costly one).
   */
  pass(subject: Subject, at: number, high: boolean): Promise<void>;
  /** The operator lifts a flag and restarts every window, the daily one included. */
  clear(subject: Subject, at: number): Promise<boolean>;
  /** Flags that hold at `now`, newest first. */
  activeFlags(now: number): Promise<FlagListing[]>;
  putChallenge(challenge: StoredChallenge): Promise<void>;
  /** Returns and deletes a challenge in one step, so an answer is accepted at most once. */
  takeChallenge(id: string): Promise<StoredChallenge | undefined>;
}

/** Whether a state's flag holds at `now`. */
export function activeLevel(state: SubjectState | undefined, now: number): FlagLevel | null {
  if (!state?.level || state.until <= now) return null;
  return state.level;
}

/** The strongest of some levels: `forced` over `challenge` over none. */
export const strongest = (...levels: (FlagLevel | null)[]): FlagLevel | null =>
  levels.includes('forced') ? 'forced' : levels.includes('challenge') ? 'challenge' : null;
