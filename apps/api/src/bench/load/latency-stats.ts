/** Latencies and statuses per route, summed up as the load test prints them. */
export type RouteStats = { count: number; errors: number; ms: number[] };

export type StatsTable = Map<string, RouteStats>;

/** The value under which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

export function createStats(): StatsTable {
  return new Map();
}

/** Counts one answer: an error is no answer (status 0) or any status from 400 up. */
export function record(table: StatsTable, route: string, status: number, ms: number): void {
  const stats = table.get(route) ?? { count: 0, errors: 0, ms: [] };
  stats.count += 1;
  if (status === 0 || status >= 400) stats.errors += 1;
  stats.ms.push(ms);
  table.set(route, stats);
}

export type RouteSummary = {
  route: string;
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export function summarize(table: StatsTable, seconds: number): RouteSummary[] {
  return [...table.entries()].map(([route, stats]) => {
    const sorted = [...stats.ms].sort((a, b) => a - b);
    return {
      route,
      count: stats.count,
      errors: stats.errors,
      perSecond: stats.count / seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  });
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** A fixed-width table: route, requests, req/s, p50, p95, p99, max (ms), errors. */
export function formatSummary(rows: readonly RouteSummary[]): string {
  const header = ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'];
  const lines = rows.map((row) => [
    row.route,
    String(row.count),
    row.perSecond.toFixed(1),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    ms(row.max),
    String(row.errors),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}
