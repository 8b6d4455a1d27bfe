import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import {
  ChunkLoadError,
  importInTasks,
  isChunkLoadError,
  withChunkTimeouts,
  withLoadTimeout,
} from './chunk-load.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withLoadTimeout', () => {
  it('answers what the import answers in time', async () => {
    await expect(withLoadTimeout(() => Promise.resolve('module'), 1000)()).resolves.toBe('module');
  });

  it('rejects with a ChunkLoadError once the limit passes', async () => {
    vi.useFakeTimers();
    const loading = withLoadTimeout(() => new Promise<never>(() => {}), 120_000)();
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('turns a failed fetch of the module into a ChunkLoadError, and keeps other errors', async () => {
    const failedFetch = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withLoadTimeout(() => Promise.reject(failedFetch), 1000)()).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    const bug = new RangeError('a bug in the module');
    await expect(withLoadTimeout(() => Promise.reject(bug), 1000)()).rejects.toBe(bug);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [new ChunkLoadError('slow'), true],
    [new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Failed to fetch', false],
  ])('%s -> %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('withChunkTimeouts', () => {
  it('gives every lazy loader, nested ones included, the time limit', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<never>(() => {});
    const routes: RouteObject[] = [{ path: '/', lazy: never, children: [{ path: 'a', lazy: never }] }];
    const [root] = withChunkTimeouts(routes, 50);
    const child = root?.children?.[0];
    const loads = [root?.lazy, child?.lazy].map((lazy) => {
      if (typeof lazy !== 'function') throw new Error('lazy is missing');
      return expect(lazy()).rejects.toBeInstanceOf(ChunkLoadError);
    });
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all(loads);
    expect(routes[0]?.lazy).toBe(never);
  });

  it('starts each import in a task of its own, after the one that asked', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve({ Component: () => null }));
    const [route] = withChunkTimeouts([{ path: '/', lazy: load }], 50);
    if (typeof route?.lazy !== 'function') throw new Error('lazy is missing');
    const loading = route.lazy();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loading).resolves.toHaveProperty('Component');
  });
});

describe('importInTasks', () => {
  it('starts the screen at once and the parts in later tasks, and answers the screen once all arrived', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    let arrivePart: (value: string) => void = () => {};
    const loading = importInTasks(() => {
      started.push('screen');
      return Promise.resolve('screen module');
    }, [
      () => {
        started.push('phone');
        return Promise.resolve('phone module');
      },
      () => {
        started.push('form');
        return new Promise<string>((resolve) => {
          arrivePart = resolve;
        });
      },
    ]);
    // The parts start only after the task that began the screen's import has ended, in their order.
    expect(started).toEqual(['screen']);
    await vi.runAllTimersAsync();
    expect(started).toEqual(['screen', 'phone', 'form']);
    let answered: unknown;
    void loading.then((module) => {
      answered = module;
    });
    await vi.runAllTimersAsync();
    expect(answered).toBeUndefined();
    arrivePart('form module');
    await expect(loading).resolves.toBe('screen module');
  });

  it('rejects with the first failure, the screen’s as well as a part’s', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/form.js');
    await expect(importInTasks(() => Promise.resolve('screen'), [() => Promise.reject(failed)])).rejects.toBe(
      failed,
    );
    await expect(importInTasks(() => Promise.reject(failed), [() => Promise.resolve('part')])).rejects.toBe(
      failed,
    );
  });
});
