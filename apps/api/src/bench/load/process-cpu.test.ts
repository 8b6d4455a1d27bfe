import { describe, expect, it } from 'vitest';
import { cpuSnapshot, cpuSpentSince, formatCpuPerRequest } from './process-cpu.ts';

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
});
