import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many different statement texts get a name (decision 290). The code builds about a hundred; a
 * text past the cap (a list of a size never seen, a bulk insert) runs unnamed, as before, so neither
 * pg's per-connection map nor the server's prepared statements grow without end.
 */
export const NAMED_STATEMENT_CAP = 256;

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Names every parameterized statement by a hash of its text, so that each connection prepares it once
 * and PostgreSQL plans it from its plan cache afterwards (postgres.js's default; decision 290).
 * Statements without parameters (BEGIN, COMMIT, migrations) and those already named stay as they are.
 */
export function createStatementNamer(cap = NAMED_STATEMENT_CAP) {
  const names = new Map<string, string>();
  return {
    /** The name `text` runs under, or undefined once the cap is reached for a new text. */
    nameOf(text: string): string | undefined {
      const known = names.get(text);
      if (known !== undefined || names.size >= cap) return known;
      const name = `h_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
      return name;
    },
    get size() {
      return names.size;
    },
  };
}
export type StatementNamer = ReturnType<typeof createStatementNamer>;

/** Makes `client` send its parameterized statements named (see createStatementNamer). */
export function nameStatementsOf(client: pg.PoolClient, namer: StatementNamer): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  // pg's query() has a dozen overloads; only the (config object, values) form is renamed and every
  // other call passes through untouched, so one variadic signature stands for all of them.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [config, values] = args;
    if (config === null || typeof config !== 'object') return send(...args);
    const { text, name, values: ownValues } = config as QueryConfigLike;
    const parameters = Array.isArray(values) ? values : ownValues;
    if (name !== undefined || typeof text !== 'string' || !Array.isArray(parameters)) return send(...args);
    if (parameters.length === 0) return send(...args);
    const statementName = namer.nameOf(text);
    if (statementName === undefined) return send(...args);
    return send({ ...config, name: statementName }, ...args.slice(1));
  };
}
