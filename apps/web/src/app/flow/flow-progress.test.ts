import { afterEach, describe, expect, it } from 'vitest';
import { loadReachedRoute, rememberReachedRoute } from './flow-progress.ts';

const ROUTES = ['/welcome', '/welcome/menu', '/welcome/find-your-reservation', '/home'];

describe('reservation flow progress', () => {
  afterEach(() => window.sessionStorage.clear());

  it('remembers the furthest step reached, never going back', () => {
    expect(loadReachedRoute()).toBeNull();
    rememberReachedRoute(ROUTES, '/welcome/menu');
    expect(loadReachedRoute()).toBe('/welcome/menu');
    rememberReachedRoute(ROUTES, '/welcome');
    expect(loadReachedRoute()).toBe('/welcome/menu');
    rememberReachedRoute(ROUTES, '/welcome/find-your-reservation');
    expect(loadReachedRoute()).toBe('/welcome/find-your-reservation');
  });

  it('ignores routes outside the flow', () => {
    rememberReachedRoute(ROUTES, '/error/not-found');
    expect(loadReachedRoute()).toBeNull();
  });
});
