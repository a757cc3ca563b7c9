import { HEADERS } from '@chronicle/contract';
import type { FastifyRequest } from 'fastify';
import type { Subject } from './risk.store.js';

/*
 * What the risk engine reads off a request: whom it counts (its subjects), the challenge headers,
 * and the role it asks for.
 */

/** Game ids of the record families, for requests about a role that does not exist. */
const FAMILY_GAMES: Readonly<Record<string, number>> = { honkai3rd: 1, genshin: 2, hkrpg: 6 };

export const accountSubject = (uid: number): Subject => `account:${uid}`;
export const ipSubject = (ip: string): Subject => `ip:${ip}`;

/**
 * The address subject of a request, if it is counted. A loopback client is a reverse proxy on the
 * same host (without TRUST_PROXY) or the operator's own tools: counting it would hold back every
 * user behind it at once, so only the accounts are watched then.
 */
export function addressSubjects(request: FastifyRequest): Subject[] {
  const ip = request.ip;
  const loopback = ip === '::1' || /^(::ffff:)?127\./.test(ip);
  return loopback ? [] : [ipSubject(ip)];
}

/** The account and, unless it is loopback, the address of a request. */
export const subjectsOf = (request: FastifyRequest, uid: number): Subject[] => [
  accountSubject(uid),
  ...addressSubjects(request),
];

/**
 * The challenge headers (docs/reference/web-app.md#risk-challenge-calls), kept only when they look
 * like what clients send.
 */
export interface ChallengeHeaders {
  game?: number;
  path?: string;
  traceId?: string;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * `x-rpc-challenge_game` (a game id), `x-rpc-challenge_path` (the refused call) and
 * `x-rpc-trace_id`. None is required (real clients may omit them); values too long or with odd
 * characters are dropped rather than refused, since they only feed logs.
 */
export function challengeHeaders(request: FastifyRequest): ChallengeHeaders {
  const headers: ChallengeHeaders = {};
  const game = header(request, HEADERS.challengeGame);
  if (game && /^\d{1,4}$/.test(game)) headers.game = Number(game);
  const path = header(request, HEADERS.challengePath);
  if (path && path.length <= 256 && /^[\x21-\x7e]+$/.test(path)) headers.path = path;
  const trace = header(request, HEADERS.traceId);
  if (trace && /^[A-Za-z0-9._:-]{1,128}$/.test(trace)) headers.traceId = trace;
  return headers;
}

/** The role id a request names (query or body), for reads of roles that do not exist. */
export function requestedRole(request: FastifyRequest): string {
  const family = request.routeOptions.config.family ?? '';
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const raw = query?.role_id ?? (body && typeof body === 'object' ? body.role_id : undefined);
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw).slice(0, 32) : '?';
  return `${FAMILY_GAMES[family] ?? family}:${id}`;
}
