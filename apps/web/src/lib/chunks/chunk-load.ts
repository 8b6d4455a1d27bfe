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
 * Imports a screen's module and, each in a task of its own, parts of its module graph (decision 265).
 * Vite's preload helper appends one `<link rel="modulepreload">` per file of an import, all in the task
 * that calls it; started one task apart, the parts' links are appended in short tasks instead of one
 * long one (files already asked for are skipped), and a part whose few files arrive first is evaluated
 * in a task of its own instead of inside the screen's whole graph. Every import starts within a few
 * milliseconds, so no file waits for another round trip. Resolves with the screen's module once all
 * have arrived; rejects as soon as one fails.
 */
export async function importInTasks<T>(
  screen: () => Promise<T>,
  parts: ReadonlyArray<() => Promise<unknown>>,
): Promise<T> {
  const loads: Promise<unknown>[] = [];
  const first = screen();
  // Handled here at once, so a failure before the last part has started is not reported as unhandled;
  // Promise.all below still rejects with it.
  first.catch(() => undefined);
  for (const part of parts) {
    await nextTask();
    const load = part();
    load.catch(() => undefined);
    loads.push(load);
  }
  await Promise.all([first, ...loads]);
  return first;
}

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
