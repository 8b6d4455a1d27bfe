import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViaCepPostcodeDriver } from '../../adapters/postcode/viacep-postcode-driver.ts';
import { zipCodes } from '../../db/schema/index.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { startFakeViaCep, type FakeViaCep } from '../../test/fake-viacep.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const GAROPABA = {
  cep: '88495000',
  street: 'Rua Doutor Otávio Cabral',
  neighborhood: 'Centro',
  city: 'Garopaba',
  cityId: '4205704',
  state: 'SC',
  stateId: '42',
  complement: 'até 500',
};

describe('zip codes with ZIP_PROVIDER=viacep', () => {
  let testApp: TestApp;
  let viaCep: FakeViaCep;
  beforeAll(async () => {
    viaCep = await startFakeViaCep();
    testApp = await buildTestApp({ postcodeDriver: createViaCepPostcodeDriver({ baseUrl: viaCep.baseUrl }) });
  });
  afterAll(async () => {
    await testApp.close();
    await viaCep.close();
  });

  it('asks the provider for a zip code the table lacks, then answers from the table', async () => {
    const first = await getJson(testApp.app, '/api/zip/88495-000');
    expect(first).toMatchObject({ status: 200, body: GAROPABA });
    expect(viaCep.requests.filter((url) => url === '/ws/88495000/json/')).toHaveLength(1);
    const [row] = await testApp.db.select().from(zipCodes).where(eq(zipCodes.cep, '88495000'));
    expect(row).toMatchObject({
      city: 'Garopaba',
      cityIbge: '4205704',
      streetKey: 'rua doutor otavio cabral',
    });

    expect((await getJson(testApp.app, '/api/zip/88495000')).body).toEqual(GAROPABA);
    expect(viaCep.requests.filter((url) => url === '/ws/88495000/json/')).toHaveLength(1);
  });

  it('keeps the lookup on the server for a hotel that does not allow network lookups (Mar Azul)', async () => {
    const before = viaCep.requests.length;
    expect(await getJson(testApp.app, '/api/zip/88495111', { host: HOSTS.marazul })).toMatchObject({
      status: 404,
      body: { code: 'ZIP_NOT_FOUND' },
    });
    expect(
      await getJson(testApp.app, '/api/zip?state=SC&city=Garopaba&address=Pescadores', {
        host: HOSTS.marazul,
      }),
    ).toMatchObject({ status: 200, body: [] });
    expect(viaCep.requests.length).toBe(before);
  });

  it('does not ask the provider for a zip code the table has', async () => {
    const before = viaCep.requests.length;
    expect((await getJson(testApp.app, '/api/zip/88780140')).status).toBe(200);
    expect(viaCep.requests.length).toBe(before);
  });

  it('answers 404 ZIP_NOT_FOUND when the provider answers {"erro": true}', async () => {
    expect(await getJson(testApp.app, '/api/zip/88495999')).toMatchObject({
      status: 404,
      body: { code: 'ZIP_NOT_FOUND' },
    });
    expect(viaCep.requests).toContain('/ws/88495999/json/');
  });

  it('answers 503 when the provider fails', async () => {
    const { status, body, headers } = await getJson(testApp.app, '/api/zip/50000000');
    expect(status).toBe(503);
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(headers['retry-after']).toBe('30');
  });

  it('searches the provider when the table has no match, and caches the answer', async () => {
    const url = '/api/zip?state=SC&city=Garopaba&address=doutor ot';
    await testApp.db.delete(zipCodes).where(eq(zipCodes.cep, '88495000'));
    expect((await getJson(testApp.app, encodeURI(url))).body).toEqual([GAROPABA]);
    const asked = viaCep.requests.length;
    expect((await getJson(testApp.app, encodeURI(url))).body).toEqual([GAROPABA]);
    expect(viaCep.requests.length).toBe(asked);
    expect((await getJson(testApp.app, '/api/zip?state=SC&city=Garopaba&address=nada')).body).toEqual([]);
  });
});
