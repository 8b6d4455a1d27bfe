import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { ANA, call, guest } from './guest-test-helpers.ts';

const consent = (isChecked: boolean) => ({
  optins: [
    { type: 4, isChecked: false },
    { type: 'email', isChecked: true },
    { type: 'terms', termsType: 1, id: '2021-05-04', isChecked },
    { type: 'terms', termsType: 2, id: '2021-05-04', isChecked },
  ],
});

describe('PUT /api/clients/:id: the terms acceptance, with version and date', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  it('stores each accepted type with the version in force and the date, and keeps the date on later saves', async () => {
    const saved = await call(testApp, 'PUT', guest('1001:ana'), ANA, { body: consent(true) });
    expect(saved.status).toBe(200);
    const accepted = [
      { type: 1, id: '2021-05-04', isChecked: true, version: '2021-05-04', acceptedAt: now.toISOString() },
      { type: 2, id: '2021-05-04', isChecked: true, version: '2021-05-04', acceptedAt: now.toISOString() },
    ];
    expect(saved.body.termsAcceptance).toEqual(accepted);
    expect(saved.body.optins).toEqual(consent(true).optins);

    now = new Date('2026-03-10T15:10:00Z');
    const again = await call(testApp, 'PUT', guest('1001:ana'), ANA, { body: consent(true) });
    expect(again.body.termsAcceptance).toEqual(accepted);
    const read = await call(testApp, 'GET', guest('1001:ana'), ANA);
    expect(read.body.guest.termsAcceptance).toEqual(accepted);
  });

  it('dates the acceptance of a new version, and clears an unchecked consent', async () => {
    await testApp.db
      .update(companies)
      .set({ termsOfUseVersion: '2026-03-01' })
      .where(eq(companies.id, demoCompanyId('solnascente')));
    now = new Date('2026-03-10T15:20:00Z');
    const newVersion = await call(testApp, 'PUT', guest('1001:ana'), ANA, { body: consent(true) });
    expect(newVersion.body.termsAcceptance[0]).toMatchObject({
      version: '2026-03-01',
      acceptedAt: now.toISOString(),
    });
    expect(newVersion.body.termsAcceptance[1].acceptedAt).toBe('2026-03-10T15:00:00.000Z');

    const unchecked = await call(testApp, 'PUT', guest('1001:ana'), ANA, { body: consent(false) });
    expect(unchecked.body.termsAcceptance.map((entry: { isChecked: boolean }) => entry.isChecked)).toEqual([
      false,
      false,
    ]);
  });

  it('leaves the acceptance alone when a save has no optins', async () => {
    const saved = await call(testApp, 'PUT', guest('1001:ana'), ANA, { body: { neighborhood: 'Centro' } });
    expect(saved.status).toBe(200);
    expect(saved.body.termsAcceptance).toHaveLength(2);
  });
});
