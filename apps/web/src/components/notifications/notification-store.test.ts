import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@hospedar/contracts/constants';
import { createNotificationStore } from './notification-store.ts';

describe('notification store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one notification at a time: a new one replaces the previous', () => {
    const store = createNotificationStore();
    store.notify({ severity: 'info', message: 'first' });
    store.notify({ severity: 'success', message: 'second' });
    expect(store.getSnapshot()).toMatchObject({ message: 'second', severity: 'success' });
  });

  it('hides an error after 3000 ms by default', () => {
    const store = createNotificationStore();
    store.notify({ severity: 'error', message: 'Failed' });
    expect(store.getSnapshot()?.duration).toBe(LIMITS.errorNotificationMs);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('the timer of a replaced notification does not hide the new one', () => {
    const store = createNotificationStore();
    store.notify({ severity: 'error', message: 'a' });
    vi.advanceTimersByTime(2000);
    store.notify({ severity: 'info', message: 'b', duration: 5000 });
    vi.advanceTimersByTime(1500);
    expect(store.getSnapshot()?.message).toBe('b');
    vi.advanceTimersByTime(3500);
    expect(store.getSnapshot()).toBeNull();
  });

  it('tells subscribers and can be dismissed', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const id = store.notify({ severity: 'warning', message: 'x' });
    store.dismiss(id + 1);
    expect(store.getSnapshot()).not.toBeNull();
    store.dismiss(id);
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
