import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZZipAddress, ZZipSearchResponse } from '@hospedar/contracts/geo/zip-lookup';
import { getJson } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const IMBITUBA_CENTRO = {
  cep: '88780140',
  street: 'Rua Nereu Ramos',
  neighborhood: 'Centro',
  city: 'Imbituba',
  cityId: '4207304',
  state: 'SC',
  stateId: '42',
};

describe('GET /api/zip/:cep and /api/zip?state&city&address (local table)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('finds a seeded zip code with and without the dash', async () => {
    for (const cep of ['88780140', '88780-140']) {
      const { status, body } = await getJson(testApp.app, `/api/zip/${cep}`);
      expect(status).toBe(200);
      expect(ZZipAddress.parse(body)).toEqual(IMBITUBA_CENTRO);
    }
    const { body } = await getJson(testApp.app, '/api/zip/01310-200');
    expect(body).toMatchObject({ city: 'São Paulo', cityId: '3550308', stateId: '35' });
    expect(body.complement).toBe('de 1512 a 2132 - lado par');
  });

  it('answers 400 naming the field for a malformed zip code', async () => {
    for (const cep of ['8878014', '887801400', 'abcdefgh', '88780_140', '%20']) {
      const { status, body } = await getJson(testApp.app, `/api/zip/${cep}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(body.details.fields[0].field).toBe('params.cep');
    }
  });

  it('answers 404 ZIP_NOT_FOUND for an unknown zip code', async () => {
    const { status, body } = await getJson(testApp.app, '/api/zip/99999-999');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      code: 'ZIP_NOT_FOUND',
      message: 'No results. Check the information entered and try again.',
    });
  });

  it('searches by state, city and street, ignoring accents and case', async () => {
    const search = (query: string) => getJson(testApp.app, `/api/zip/?${query}`);
    const { status, body } = await search('state=sc&city=IMBITUBA&address=joao leopoldo');
    expect(status).toBe(200);
    expect(ZZipSearchResponse.parse(body).map((address) => address.street)).toEqual([
      'Rua João Leopoldo Teixeira',
    ]);
    const getulio = await search('state=SC&city=imbituba&address=GETÚLIO');
    expect(getulio.body.map((address: { cep: string }) => address.cep)).toEqual(['88780160']);
    const saoPaulo = await search(`state=SP&city=${encodeURIComponent('sao paulo')}&address=avenida`);
    expect(saoPaulo.body.length).toBe(2);
    expect((await getJson(testApp.app, '/api/zip?state=SC&city=Imbituba&address=rua')).body.length).toBe(3);
  });

  it('answers [] when nothing matches, and 400 on a short street or a missing state', async () => {
    expect(await getJson(testApp.app, '/api/zip?state=SC&city=Imbituba&address=inexistente')).toMatchObject({
      status: 200,
      body: [],
    });
    expect(await getJson(testApp.app, '/api/zip?state=SC&city=Imbituba&address=%25%25%25')).toMatchObject({
      status: 200,
      body: [],
    });
    const short = await getJson(testApp.app, '/api/zip?state=SC&city=Imbituba&address=ru');
    expect(short.status).toBe(400);
    expect(short.body.details.fields[0].field).toBe('query.address');
    const noState = await getJson(testApp.app, '/api/zip?city=Imbituba&address=rua');
    expect(noState.body.details.fields[0].field).toBe('query.state');
  });

  it('never answers 500 on odd input', async () => {
    const odd = [
      '/api/zip/%00%00%00%00%00%00%00%00',
      `/api/zip/${'9'.repeat(150)}`,
      '/api/zip?state=%00%00&city=%00&address=%00%00%00',
      `/api/zip?state=SC&city=${'a'.repeat(500)}&address=rua`,
      '/api/zip?state[]=SC&city=a&address=rua',
      '/api/zip?state=SC&state=PR&city=Imbituba&address=rua',
      '/api/countries/%F0%9F%98%80/states',
      '/api/countries?lang[]=pt-BR',
      '/api/states/0/cities',
      '/api/states/%2e%2e/cities',
      `/api/states/${'4'.repeat(120)}/cities`,
    ];
    for (const url of odd) {
      const { status } = await getJson(testApp.app, url);
      expect(status, url).toBeGreaterThanOrEqual(200);
      expect(status, url).toBeLessThan(500);
    }
  });
});
