import type { FastifyRequest } from 'fastify';
import type { FlagLevel } from './risk.store.js';

/*
 * The one place a decision of the risk engine is reported: its log line and its count in /metrics
 * (http/metrics.ts) come from the same call, so the two cannot drift apart.
 */

/** What the engine decided, as the metrics count it. */
export type RiskDecision =
  | 'refused'
  | 'access_limit'
  | 'flagged'
  | 'challenge_issued'
  | 'challenge_passed'
  | 'challenge_failed';

/** Told of each decision (the level of a flag or challenge where there is one). */
export type DecisionListener = (decision: RiskDecision, level: FlagLevel | null) => void;

/** Each decision's name in the log lines (`risk.decision`) and the line's message. */
const LOGGED: Readonly<Record<RiskDecision, { name: string; message: string }>> = {
  refused: { name: 'refused', message: 'risk: read held' },
  access_limit: { name: 'access-limit', message: 'risk: daily limit of other players reached' },
  flagged: { name: 'flagged', message: 'risk: flagged' },
  challenge_issued: { name: 'challenge-issued', message: 'risk: challenge issued' },
  challenge_passed: { name: 'passed', message: 'risk: challenge passed' },
  challenge_failed: { name: 'failed', message: 'risk: challenge failed' },
};

/**
 * Logs a decision with `fields` and counts it. `fields` null counts it without a line of its own:
 * a read refused by the flags it has just raised, which the `flagged` lines already explain.
 */
export type Decide = (
  request: FastifyRequest,
  decision: RiskDecision,
  level: FlagLevel | null,
  fields: Record<string, unknown> | null,
) => void;

/** The decide function of one engine, reporting to `listener` (the metrics) when there is one. */
export function decider(listener: DecisionListener | undefined): Decide {
  return (request, decision, level, fields) => {
    if (fields) {
      const { name, message } = LOGGED[decision];
      request.log.info({ risk: { decision: name, ...fields } }, message);
    }
    listener?.(decision, level);
  };
}
