import { useSyncExternalStore } from 'react';

/**
 * The layout's API error code (docs/reference/web-app.md#client-state `apiErrorCode`,
 * docs/reference/web-app.md#errors): set by the shared error handler, cleared on navigation and
 * retry.
 */
let current: number | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function reportApiError(retcode: number): void {
  if (current === retcode) return;
  current = retcode;
  emit();
}

export function clearApiError(): void {
  if (current === undefined) return;
  current = undefined;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored API error code, if any. */
export function useApiErrorCode(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
