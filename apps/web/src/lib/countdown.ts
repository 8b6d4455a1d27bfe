import { useEffect, useState } from 'react';

/** Seconds as m:ss (90 → '1:30', 5 → '0:05'); negative counts as 0. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds left until `until` (epoch ms), ticking every second; 0 once passed or when null. */
export function useSecondsLeft(until: number | null): number {
  const compute = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    const tick = () => setLeft(until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    if (until === null) return;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return left;
}
