import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = import.meta.dirname;
const IMPORT_FROM = /from '\.\.\/([a-z-]+)\//g;

/** Each module and the other modules its code imports from (tests and their helpers aside). */
function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(MODULES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const targets = new Set<string>();
    const files = readdirSync(path.join(MODULES_DIR, entry.name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.ts') && !/test/.test(path.basename(name)))) {
      const source = readFileSync(path.join(MODULES_DIR, entry.name, file), 'utf8');
      for (const [, target] of source.matchAll(IMPORT_FROM)) {
        if (target && target !== entry.name) targets.add(target);
      }
    }
    graph.set(entry.name, targets);
  }
  return graph;
}

/** A chain of imports that returns to where it began, or null when there is none. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (name: string, trail: string[]): string[] | null => {
    if (trail.includes(name)) return [...trail.slice(trail.indexOf(name)), name];
    if (done.has(name)) return null;
    for (const target of graph.get(name) ?? []) {
      const cycle = visit(target, [...trail, name]);
      if (cycle) return cycle;
    }
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('API modules (decision 41)', () => {
  it('import each other one way only: no chain of imports returns to its module', () => {
    const graph = moduleImports();
    expect(graph.get('documents')).toContain('guests');
    expect(findCycle(graph)).toBeNull();
  });
});
