import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryCounter } from '../../test/query-counter.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { ANA, call, guest, NOW } from './guest-test-helpers.ts';

/** Every request's own statements (the hotel of the Host, the rate limit's counter), not the save's. */
const EVERY_REQUEST = /from "companies"|"rate_limit_counters"/;

describe('PUT /api/clients/:id: the queries of one save (decision 41)', () => {
  const counter = createQueryCounter();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()), queryLogger: counter.logger });
  });
  afterAll(() => testApp.close());

  async function saveQueries(body: unknown) {
    let status = 0;
    const statements = await counter.during(async () => {
      ({ status } = await call(testApp, 'PUT', guest('1001:ana'), ANA, { body }));
    });
    expect(status).toBe(200);
    return statements.filter((statement) => !EVERY_REQUEST.test(statement));
  }

  it('runs three without documents: the guard, the documents, the guest written and read back', async () => {
    const queries = await saveQueries({ email: 'ana.souza@example.com', socialName: 'Ana' });
    expect(queries).toHaveLength(3);
    expect(queries[0]).toMatch(/^select .* from "guests" inner join "reservations"/);
    expect(queries[1]).toMatch(/^select .* from "guest_documents"/);
    expect(queries[2]).toMatch(/^update "guests" set .* returning/);
    // One statement needs no transaction (decision 290): on a server, no BEGIN or COMMIT is sent.
    expect(counter.framing).toEqual([]);
  });

  it('runs four with documents: the main-form documents are replaced in one statement', async () => {
    const queries = await saveQueries({
      documents: [{ isMain: true, documentTypeId: 1, documentNumber: '529.982.247-25' }],
    });
    expect(queries).toHaveLength(4);
    if (process.env.DATABASE_URL) expect(counter.framing).toEqual(['begin', 'commit']);
    expect(queries[3]).toMatch(
      /^with "removed" as \(delete from "guest_documents" .*\) insert into "guest_documents"/,
    );
    const { body } = await call(testApp, 'GET', guest('1001:ana'), ANA);
    expect(body.guest.documents).toEqual([
      expect.objectContaining({ isMain: true, documentTypeId: 1, documentNumber: '529.982.247-25' }),
    ]);
  });
});
