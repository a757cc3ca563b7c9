import { CONSTANTS } from '@chronicle/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageLoader } from './routes.js';

/**
 * A page chunk that failed to load, or did not arrive within the docs/reference/web-app.md#errors
 * timeout.
 */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with ChunkLoadError when `promise` fails or is still pending after `timeoutMs`. */
export function withChunkTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Page chunk not loaded after ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Page chunk failed to load', { cause }));
      },
    );
  });
}

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
const loads = new Map<PageLoader, Promise<ComponentType>>();

/**
 * A page module's load, started once: `lazyPage` waits for it, and router.tsx starts the page a
 * visit opens on before React asks for it, alongside the login check instead of after it. A failed
 * load is forgotten, so the next attempt fetches again; the failure shows when the page renders.
 */
export function preloadPage(loader: PageLoader): Promise<ComponentType> {
  let loading = loads.get(loader);
  if (!loading) {
    loads.set(loader, (loading = loader()));
    loading.catch(() => loads.delete(loader));
  }
  return loading;
}

/** One lazy component per page module, shared by every route that uses it. */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(() =>
      withChunkTimeout(preloadPage(loader), CONSTANTS.chunkLoadTimeoutMs).then((Page) => ({
        default: Page,
      })),
    );
    cache.set(loader, component);
  }
  return component;
}
