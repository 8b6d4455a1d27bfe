import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/**
 * The notifications of one PostgreSQL channel (LISTEN), on either driver, for the memory caches that must
 * agree across API processes (decision 270):
 *
 *   const feed = await openChangeFeed(handle, 'companies_changed');
 *   feed.subscribe(() => cache.clear());   // each notification, and each time some may have been missed
 *   if (feed.isLive()) ...                 // a change committed from now on will be told
 *
 * PGlite is one connection in the process: a notification arrives, in a microtask, before the statement
 * that caused it resolves. On a PostgreSQL server the feed holds a connection of its own; when it is lost
 * (a restart, a network cut) the feed is not live, its subscribers are told (changes may go unheard), and
 * it connects again, 0.5 s later and then up to every 10 s, telling them once more when it is back.
 */
export type ChangeFeed = {
  subscribe: (onChange: () => void) => () => void;
  isLive: () => boolean;
  close: () => Promise<void>;
};

export type ChangeFeedOptions = {
  /** Told when the feed's own connection fails (PostgreSQL only); the feed connects again by itself. */
  onConnectionError?: (error: Error) => void;
};

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

/** A channel's name as LISTEN takes it: the notifying triggers use plain lowercase names. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export async function openChangeFeed(
  handle: DatabaseHandle,
  channel: string,
  options: ChangeFeedOptions = {},
): Promise<ChangeFeed> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const subscribers = new Set<() => void>();
  const tell = () => {
    for (const onChange of subscribers) onChange();
  };
  const subscribe = (onChange: () => void) => {
    subscribers.add(onChange);
    return () => void subscribers.delete(onChange);
  };

  if (handle.kind === 'pglite') {
    const unlisten = await handle.client.listen(channel, tell);
    let isOpen = true;
    return {
      subscribe,
      isLive: () => isOpen,
      close: async () => {
        if (!isOpen) return;
        isOpen = false;
        // A closed PGlite has nothing left to unlisten.
        if (!handle.client.closed) await unlisten();
      },
    };
  }

  const connectionString = handle.pool.options.connectionString;
  let client: pg.Client | undefined;
  let isLive = false;
  let isClosed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  function lost(failed: pg.Client, error?: Error) {
    if (client !== failed) return;
    client = undefined;
    if (error) options.onConnectionError?.(error);
    failed.removeAllListeners('notification');
    failed.end().catch(() => undefined);
    if (isLive) {
      isLive = false;
      tell();
    }
    if (isClosed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) tell();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(next, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (isClosed || client !== next) return;
    isLive = true;
    retryMs = FIRST_RETRY_MS;
    // Changes made while no one listened are unknown: everything kept before now is suspect.
    tell();
  }

  await connect();
  return {
    subscribe,
    isLive: () => isLive,
    close: async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      isLive = false;
      await open?.end().catch(() => undefined);
    },
  };
}
