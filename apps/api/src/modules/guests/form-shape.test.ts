import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGuest } from '@hospedar/contracts/guests/guest';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { hotelExports } from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { fixedClock, type TestApp } from '../../test/test-app.ts';
import { buildStorageTestApp, uploadImage } from '../storage/storage-test-kit.ts';
import { ANA, call, callApi, guest, NOW } from './guest-test-helpers.ts';

/** Sofía Martínez (Mar Azul 2002): an Argentine DNI, living in Buenos Aires (state 'C', San Nicolás). */
const SOFIA: GuestClaims = {
  guestId: demoGuestId('marazul', '2002:sofia'),
  reservationId: demoReservationId('marazul', '2002'),
  companyId: demoCompanyId('marazul'),
  masterGuest: true,
  isChild: false,
};

/** The address as the foreign form sends it: typed city and state, no ids, the neighbourhood it does not show. */
const BARILOCHE = {
  country: { id: 'AR', name: 'Argentina' },
  zipCode: 'R8400',
  state: { id: '', name: 'Río Negro' },
  city: { id: '', name: 'San Carlos de Bariloche' },
  address: 'Calle Mitre',
  addressNumber: '340',
  addressComplement: '',
  // An older portal sent the hidden neighbourhood left from the reservation: the API drops it.
  neighborhood: 'San Nicolás',
};

describe('PUT /api/clients/:id saves the fields its form has (decision 55)', () => {
  let kit: Awaited<ReturnType<typeof buildStorageTestApp>>;
  let testApp: TestApp;
  beforeAll(async () => {
    kit = await buildStorageTestApp();
    testApp = kit.testApp;
  });
  afterAll(() => kit.close());

  const exportOf = async (guestId: string) => {
    await localOutboxWorker(testApp.db, fixedClock(NOW.toISOString())).drainOnce();
    const rows = await testApp.db
      .select()
      .from(hotelExports)
      .where(eq(hotelExports.guestId, guestId))
      .orderBy(hotelExports.createdAt);
    return ZGuest.parse((rows.at(-1)?.payload as { guest: unknown }).guest);
  };

  it("sends the hotel a foreign guest's new address field by field, nothing left from the old one", async () => {
    const host = HOSTS.marazul;
    const before = await call(testApp, 'GET', SOFIA.guestId, SOFIA, { host });
    expect(before.body.guest).toMatchObject({ state: { id: 'C' }, neighborhood: 'San Nicolás' });

    // Mar Azul asks for the document's images before the form is sent.
    const [main] = before.body.guest.documents as {
      isMain: boolean;
      documentTypeId: number;
      documentNumber: string;
    }[];
    const imageKey = () => uploadImage(testApp, SOFIA, SOFIA.guestId, {}, host);
    const documents = [{ ...main, frontImageKey: await imageKey(), backImageKey: await imageKey() }];
    const saved = await call(testApp, 'PUT', SOFIA.guestId, SOFIA, {
      host,
      body: { ...BARILOCHE, documents },
    });
    expect(saved.status).toBe(200);
    const finalized = await callApi(testApp, 'POST', '/api/clients/finalize-register', SOFIA, {
      host,
      body: {
        companyId: SOFIA.companyId,
        reservationId: SOFIA.reservationId,
        clientId: SOFIA.guestId,
        immediatelyExport: true,
      },
    });
    expect(finalized.status).toBe(200);

    const exported = await exportOf(SOFIA.guestId);
    expect({
      country: exported.country,
      zipCode: exported.zipCode,
      state: exported.state,
      city: exported.city,
      address: exported.address,
      addressNumber: exported.addressNumber,
      addressComplement: exported.addressComplement,
      neighborhood: exported.neighborhood,
    }).toEqual({
      country: { id: 'AR', name: 'Argentina' },
      zipCode: 'R8400',
      state: { id: null, name: 'Río Negro' },
      city: { id: null, name: 'San Carlos de Bariloche' },
      address: 'Calle Mitre',
      addressNumber: '340',
      addressComplement: null,
      neighborhood: null,
    });
    // The guest's own record (the confirmation's source) says the same.
    const read = await call(testApp, 'GET', SOFIA.guestId, SOFIA, { host });
    expect(read.body.guest).toMatchObject({
      state: exported.state,
      city: exported.city,
      neighborhood: null,
      addressComplement: null,
    });
  });

  it('keeps no foreign state or name when a Brazilian guest moves back to Brazil', async () => {
    const id = guest('1001:ana');
    expect((await call(testApp, 'PUT', id, ANA, { body: BARILOCHE })).status).toBe(200);
    const back = await call(testApp, 'PUT', id, ANA, {
      body: {
        country: { id: 'BR', name: 'Brasil' },
        zipCode: '88015200',
        state: { id: 'SC', name: 'Santa Catarina' },
        city: { id: '4205407', name: 'Florianópolis' },
        address: 'Rua Felipe Schmidt',
        addressNumber: '100',
        addressComplement: '',
        neighborhood: 'Centro',
      },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      country: { id: 'BR', name: 'Brasil' },
      zipCode: '88015200',
      state: { id: 'SC', name: 'Santa Catarina' },
      city: { id: '4205407', name: 'Florianópolis' },
      address: 'Rua Felipe Schmidt',
      addressNumber: '100',
      addressComplement: null,
      neighborhood: 'Centro',
    });
    expect(JSON.stringify(back.body)).not.toMatch(/Río Negro|Bariloche|Mitre|R8400/);
  });

  it('leaves the address alone when a save does not name the country', async () => {
    const id = guest('1001:ana');
    const saved = await call(testApp, 'PUT', id, ANA, { body: { email: 'ana.souza@example.com' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ state: { id: 'SC' }, neighborhood: 'Centro' });
  });

  it('clears a social name the guest no longer informs, so the hotel does not receive it', async () => {
    const id = guest('1001:ana');
    const informed = await call(testApp, 'PUT', id, ANA, {
      body: { informSocialName: true, socialName: 'Alex' },
    });
    expect(informed.body).toMatchObject({ informSocialName: true, socialName: 'Alex' });
    // The form hides the field once the box is unticked; an older portal still sent the old value.
    const unticked = await call(testApp, 'PUT', id, ANA, {
      body: { informSocialName: false, socialName: 'Alex' },
    });
    expect(unticked.status).toBe(200);
    expect(unticked.body).toMatchObject({ informSocialName: false, socialName: null });
  });
});
