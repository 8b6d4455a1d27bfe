import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@hospedar/contracts/constants';
import { watchOffline } from './offline-watcher.ts';

function setup() {
  const target = new EventTarget();
  const connection = Object.assign(new EventTarget(), { effectiveType: '4g' });
  const notify = vi.fn();
  const stop = watchOffline({
    target: target as unknown as Window,
    connection,
    notify,
    texts: () => ({ message: 'You are offline', actionLabel: 'Ok' }),
  });
  return { target, connection, notify, stop };
}

const OFFLINE_WARNING = {
  severity: 'warning',
  message: 'You are offline',
  actionLabel: 'Ok',
  duration: LIMITS.offlineNotificationMs,
};

describe('offline warning', () => {
  it('warns (orange, Ok, 60,000,000 ms) when the browser goes offline', () => {
    const { target, notify } = setup();
    target.dispatchEvent(new Event('offline'));
    expect(notify).toHaveBeenCalledWith(OFFLINE_WARNING);
    expect(LIMITS.offlineNotificationMs).toBe(60_000_000);
  });

  it('warns when the connection becomes 2g, not for faster types', () => {
    const { connection, notify } = setup();
    connection.effectiveType = '3g';
    connection.dispatchEvent(new Event('change'));
    expect(notify).not.toHaveBeenCalled();
    connection.effectiveType = '2g';
    connection.dispatchEvent(new Event('change'));
    expect(notify).toHaveBeenCalledWith(OFFLINE_WARNING);
  });

  it('stops listening when stopped', () => {
    const { target, notify, stop } = setup();
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(notify).not.toHaveBeenCalled();
  });
});
