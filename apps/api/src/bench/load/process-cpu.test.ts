import { describe, expect, it } from 'vitest';
import {
  cpuSnapshot,
  cpuSpentSince,
  formatBusySeconds,
  formatCpuPerRequest,
  sampleBusySeconds,
} from './process-cpu.ts';

describe('process-cpu: the CPU a load phase cost, from /proc', () => {
  it("counts a process's own CPU time between two snapshots", () => {
    const before = cpuSnapshot([process.pid]);
    const until = Date.now() + 120;
    let spin = 0;
    while (Date.now() < until) spin += Math.sqrt(spin + 1);
    const spent = cpuSpentSince(before, [process.pid]);
    expect(spin).toBeGreaterThan(0);
    // 120 ms of busy work; /proc counts in ticks of 10 ms and the machine may be shared.
    expect(spent.apiMs).toBeGreaterThanOrEqual(30);
    expect(spent.driverMs).toBeGreaterThanOrEqual(30);
  });

  it('says unknown for a process that is gone, and divides by the requests', () => {
    const gone = cpuSnapshot([2 ** 22 + 7]);
    expect(gone.apiMs).toBeNull();
    const line = formatCpuPerRequest({ apiMs: 420, postgresMs: null, driverMs: 130 }, 100, 'bare server');
    expect(line).toBe('CPU per request: bare server 4.20 ms, PostgreSQL unknown, load driver 1.30 ms');
  });

  it('samples a busy process each interval as a share of one core', async () => {
    const sampler = sampleBusySeconds([process.pid], 100);
    // Busy for 350 ms on this thread, in slices, so the sampler's timer still runs between them.
    const until = Date.now() + 350;
    while (Date.now() < until) {
      const sliceEnd = Date.now() + 20;
      while (Date.now() < sliceEnd);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const busy = sampler.stop();
    expect(busy.seconds).toBeGreaterThanOrEqual(2);
    expect(busy.busyShares.length).toBe(busy.seconds);
    // Ticks of 10 ms over 100 ms intervals, on a machine that may be shared: at least some busy ones.
    expect(Math.max(...busy.busyShares)).toBeGreaterThanOrEqual(0.5);
  });

  it('prints the mean share and the saturated process-seconds', () => {
    expect(formatBusySeconds({ seconds: 4, busyShares: [0.5, 0.95, 1, 0.3] })).toBe(
      'API processes: 0.69 of a core on average, 2 of 4 process-seconds at 0.9 or more',
    );
    expect(formatBusySeconds({ seconds: 0, busyShares: [] })).toBe('API processes: no CPU samples');
  });
});
