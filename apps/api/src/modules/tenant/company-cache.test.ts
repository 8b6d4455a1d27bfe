import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { companies, type CompanyRow } from '../../db/schema/index.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { createQueryCounter } from '../../test/query-counter.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createCompanyCache } from './company-cache.ts';

/** A feed the test drives: live or not, and a notification when it says so. */
function handFeed() {
  const subscribers = new Set<() => void>();
  let isLive = true;
  const feed: ChangeFeed = {
    subscribe: (onChange) => {
      subscribers.add(onChange);
      return () => void subscribers.delete(onChange);
    },
    isLive: () => isLive,
    close: async () => {},
  };
  return {
    feed,
    notify: () => subscribers.forEach((onChange) => onChange()),
    setLive: (live: boolean) => {
      isLive = live;
    },
  };
}

const hotel = (name: string) => ({ id: 'c1', subdomain: 'mar', name }) as CompanyRow;

describe('createCompanyCache (decision 270)', () => {
  it('keeps a row until a notification, then reads it again', async () => {
    const { feed, notify } = handFeed();
    const cache = createCompanyCache(feed);
    let reads = 0;
    const load = async () => hotel(`v${++reads}`);
    expect((await cache.get('mar', load))?.name).toBe('v1');
    expect((await cache.get('mar', load))?.name).toBe('v1');
    notify();
    expect((await cache.get('mar', load))?.name).toBe('v2');
    expect(reads).toBe(2);
  });

  it('does not keep a row read while a notification came: it may be the one before the change', async () => {
    const { feed, notify } = handFeed();
    const cache = createCompanyCache(feed);
    let reads = 0;
    const changedDuringRead = async () => {
      reads += 1;
      notify();
      return hotel('before the change');
    };
    await cache.get('mar', changedDuringRead);
    await cache.get('mar', changedDuringRead);
    expect(reads).toBe(2);
  });

  it('keeps nothing while the feed is not live, nor an unknown host, nor without a feed', async () => {
    const { feed, setLive } = handFeed();
    const cache = createCompanyCache(feed);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return hotel('x');
    };
    setLive(false);
    await cache.get('mar', load);
    await cache.get('mar', load);
    expect(reads).toBe(2);

    setLive(true);
    let unknownReads = 0;
    const nobody = async () => {
      unknownReads += 1;
      return null;
    };
    await cache.get('nowhere', nobody);
    await cache.get('nowhere', nobody);
    expect(unknownReads).toBe(2);

    const uncached = createCompanyCache(undefined);
    await uncached.get('mar', load);
    await uncached.get('mar', load);
    expect(reads).toBe(4);
  });

  it('hands out frozen rows: a request cannot change the hotel another one reads', async () => {
    const { feed } = handFeed();
    const cache = createCompanyCache(feed);
    const row = await cache.get(
      'mar',
      async () => ({ ...hotel('x'), theme: { primaryColor: '#000' } }) as CompanyRow,
    );
    expect(Object.isFrozen(row)).toBe(true);
    expect(Object.isFrozen(row?.theme)).toBe(true);
  });
});

describe('the hotel of the Host, kept in memory by the API', () => {
  const counter = createQueryCounter();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ queryLogger: counter.logger, keepsHotels: true });
  });
  afterAll(() => testApp.close());

  const hotelReads = (statements: string[]) =>
    statements.filter((statement) => /from "companies"/.test(statement)).length;

  it('reads the hotel once, then answers from memory until the hotel changes', async () => {
    const url = '/api/config';
    await getJson(testApp.app, url, { host: HOSTS.marazul });
    const again = await counter.during(() => getJson(testApp.app, url, { host: HOSTS.marazul }));
    expect(hotelReads(again)).toBe(0);

    await testApp.db
      .update(companies)
      .set({ name: 'Hotel Mar Azul Renovado', updatedAt: new Date() })
      .where(eq(companies.subdomain, 'marazul'));
    // On PGlite the change is heard before the update resolves; on a server, a moment later.
    await expect
      .poll(async () => (await getJson(testApp.app, url, { host: HOSTS.marazul })).body.company.name)
      .toBe('Hotel Mar Azul Renovado');
    const kept = await counter.during(() => getJson(testApp.app, url, { host: HOSTS.marazul }));
    expect(hotelReads(kept)).toBe(0);
  });
});
