import type { ChangeFeed } from '../../db/change-feed.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { deepFreeze } from './deep-freeze.ts';

/** More hotels than any chain runs on one database; past it the cache starts again (memory stays bounded). */
const MAX_KEPT = 10_000;

/**
 * The hotels' rows in the process's memory (decision 270): every API request names its hotel by the Host,
 * and reading the row was one statement of every request. A row is kept only while the `companies_changed`
 * feed is live, and everything kept is dropped at each notification (a trigger sends one whenever the table
 * changes, whoever changes it) and whenever the feed lost its connection. A read that started before a
 * notification is not kept, so a row changed while it was read is never kept stale. Unknown hosts are not
 * kept: strangers can name any number of them. The rows are frozen: they are shared by every request.
 *
 * Without a feed (a test database on another connection than its writers) nothing is kept.
 */
export function createCompanyCache(feed: ChangeFeed | undefined) {
  const kept = new Map<string, CompanyRow>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  feed?.subscribe(forget);

  return {
    /** The row kept under `key`, else `load()`'s, kept when it is a hotel and nothing changed meanwhile. */
    async get(key: string, load: () => Promise<CompanyRow | null>): Promise<CompanyRow | null> {
      if (!feed?.isLive()) return load();
      const known = kept.get(key);
      if (known) return known;
      const startedAt = generation;
      const row = await load();
      if (row && generation === startedAt && feed.isLive()) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, deepFreeze(row));
      }
      return row;
    },
    /** Drops everything kept: the process just changed a hotel (its own notification comes a moment later). */
    forget,
  };
}
export type CompanyCache = ReturnType<typeof createCompanyCache>;
