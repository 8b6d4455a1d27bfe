import type { RouteObject } from 'react-router';
import { LIMITS } from '@hospedar/contracts/constants';

/** A screen's code that did not arrive: the import failed or took longer than the limit. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** What browsers and Vite say when a dynamic import or its preloaded CSS cannot be fetched. */
const FAILED_IMPORT =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && FAILED_IMPORT.test(error.message);
}

type TLoad<T> = () => Promise<T>;

/**
 * The loader with a time limit (spec section 9: 120 s on slow networks): past it, or when the import
 * fails, it rejects with a ChunkLoadError so the error screen can offer a reload.
 */
export function withLoadTimeout<T>(load: TLoad<T>, timeoutMs: number = LIMITS.chunkLoadTimeoutMs): TLoad<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`took over ${timeoutMs} ms`)), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(isChunkLoadError(error) ? new ChunkLoadError(String(error)) : error);
        },
      );
    });
}

/** Resolves in a task of its own (a timer's), after the task that asked has ended. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The routes with every lazy loader given the time limit, children included. Each starts its import in
 * a task of its own: the import's preload links (one `<link>` per file of the screen, appended by Vite's
 * preload helper at up to a millisecond each on a phone) no longer lengthen the task that created the
 * router or began the navigation (decision 247).
 */
export function withChunkTimeouts(routes: RouteObject[], timeoutMs?: number): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function')
      next.lazy = withLoadTimeout(() => nextTask().then(lazy), timeoutMs) as typeof lazy;
    if (children) next.children = withChunkTimeouts(children, timeoutMs);
    return next;
  });
}
