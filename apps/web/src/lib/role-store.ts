import { CONSTANTS } from '@chronicle/contract';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from './storage.js';

/**
 * Cached role info of docs/reference/web-app.md#record-cards-and-roles: the role the owner picked,
 * kept `CONSTANTS.roleCacheSeconds`.
 */
export interface CachedRole {
  aid: string;
  game_role_id: string;
  level: number;
  region: string;
  region_name: string;
  nickname: string;
  /** Epoch milliseconds when it was stored. */
  savedAt: number;
}

const listeners = new Set<() => void>();
const snapshots = new Map<string, CachedRole | undefined>();

function isCachedRole(value: unknown): value is CachedRole {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.aid === 'string' &&
    typeof v.game_role_id === 'string' &&
    typeof v.level === 'number' &&
    typeof v.region === 'string' &&
    typeof v.region_name === 'string' &&
    typeof v.nickname === 'string' &&
    typeof v.savedAt === 'number'
  );
}

/** The cached role of a game for this account, unless it is missing, foreign or expired. */
export function readCachedRole(
  gameId: number,
  aid: string,
  now = Date.now(),
): CachedRole | undefined {
  const raw = storage.get(STORAGE_KEYS.role(gameId));
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isCachedRole(parsed) || parsed.aid !== aid) return undefined;
  if (now - parsed.savedAt > CONSTANTS.roleCacheSeconds * 1000) return undefined;
  return parsed;
}

/** Stores the role the owner picked and tells every subscriber. */
export function saveCachedRole(gameId: number, role: Omit<CachedRole, 'savedAt'>): void {
  storage.set(STORAGE_KEYS.role(gameId), JSON.stringify({ ...role, savedAt: Date.now() }));
  snapshots.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cached role, re-rendering when the owner picks another one. */
export function useCachedRole(gameId: number, aid: string | undefined): CachedRole | undefined {
  const read = (): CachedRole | undefined => {
    if (!aid) return undefined;
    const key = `${gameId}:${aid}`;
    // useSyncExternalStore needs a stable snapshot between changes; one past its lifetime is read
    // again (and so dropped), or a tab left open would keep it for ever.
    const kept = snapshots.get(key);
    if (kept && Date.now() - kept.savedAt > CONSTANTS.roleCacheSeconds * 1000)
      snapshots.delete(key);
    if (!snapshots.has(key)) snapshots.set(key, readCachedRole(gameId, aid));
    return snapshots.get(key);
  };
  return useSyncExternalStore(subscribe, read, read);
}
