import type { InputOf, endpoints } from '@chronicle/contract';
import { ApiError } from '../../../lib/api-client.js';
import type { CurrentRole } from '../../../lib/session.js';

export type Bh3Query = InputOf<typeof endpoints.honkai3rd.index>;

/** Every honkai3rd endpoint takes the same pair: the role and its server. */
export function bh3Query(role: CurrentRole | undefined): Bh3Query {
  return { role_id: role?.game_role_id ?? '', server: role?.region ?? '' };
}

/** A retcode will not change on a retry; a network failure may. */
export function retryNetworkOnce(failures: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failures < 1;
}
