import type { Logger } from 'drizzle-orm/logger';

/** Statements that only frame a transaction: node-postgres sends them as queries, PGlite does not. */
const TRANSACTION_FRAMING = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Counts the SQL statements that read or write data while `during` runs (give `logger` to
 * buildTestApp's queryLogger). Transaction framing is left out, so both drivers count alike.
 */
export function createQueryCounter() {
  let statements: string[] | null = null;
  let framing: string[] = [];
  const logger: Logger = {
    logQuery(query) {
      if (!statements) return;
      if (TRANSACTION_FRAMING.test(query)) framing.push(query);
      else statements.push(query);
    },
  };
  return {
    logger,
    /** The framing statements the last `during` saw (node-postgres only: PGlite sends none). */
    get framing(): readonly string[] {
      return framing;
    },
    async during(work: () => Promise<unknown>): Promise<string[]> {
      statements = [];
      framing = [];
      try {
        await work();
        return statements;
      } finally {
        statements = null;
      }
    },
  };
}
