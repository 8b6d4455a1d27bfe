import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListCitiesResponse } from '@hospedar/contracts/geo/list-cities';
import { ZListCountriesResponse } from '@hospedar/contracts/geo/list-countries';
import { ZListStatesResponse } from '@hospedar/contracts/geo/list-states';
import { getJson } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/countries, /countries/:code/states, /states/:id/cities', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  const nameOf = (countries: { id: string; name: string }[], id: string) =>
    countries.find((country) => country.id === id)?.name;

  it.each([
    ['pt-BR', 'Brasil', 'Alemanha'],
    ['en-US', 'Brazil', 'Germany'],
    ['es-ES', 'Brasil', 'Alemania'],
  ])('names every country in %s, sorted with its collation', async (lang, brazil, germany) => {
    const { status, body, headers } = await getJson(testApp.app, `/api/countries?lang=${lang}`);
    expect(status).toBe(200);
    const countries = ZListCountriesResponse.parse(body);
    // The 249 ISO 3166-1 countries plus Kosovo (XK, the user-assigned code in common use).
    expect(countries).toHaveLength(250);
    expect(nameOf(countries, 'BR')).toBe(brazil);
    expect(nameOf(countries, 'DE')).toBe(germany);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
    expect(headers['cache-control']).toBe('public, max-age=86400');
  });

  it('takes the lang header when the query has none, else pt-BR', async () => {
    const english = await getJson(testApp.app, '/api/countries', { headers: { lang: 'en-US' } });
    expect(nameOf(english.body, 'DE')).toBe('Germany');
    expect(nameOf((await getJson(testApp.app, '/api/countries')).body, 'DE')).toBe('Alemanha');
    // Accented names sort among the others in Portuguese: Áustria comes right after Austrália.
    const names: string[] = (await getJson(testApp.app, '/api/countries')).body.map(
      (country: { name: string }) => country.name,
    );
    expect(names.indexOf('Áustria')).toBeLessThan(names.indexOf('Azerbaijão'));
  });

  it('lists the 27 Brazilian states with IBGE ids, any case of the code', async () => {
    for (const code of ['BR', 'br']) {
      const { status, body } = await getJson(testApp.app, `/api/countries/${code}/states`);
      expect(status).toBe(200);
      const states = ZListStatesResponse.parse(body);
      expect(states).toHaveLength(27);
      expect(states).toContainEqual({ id: '42', code: 'SC', name: 'Santa Catarina' });
      expect(states[0]).toEqual({ id: '12', code: 'AC', name: 'Acre' });
    }
  });

  it('answers [] for a country without states in the dataset, 404 for an unknown one', async () => {
    expect(await getJson(testApp.app, '/api/countries/AR/states')).toMatchObject({ status: 200, body: [] });
    expect(await getJson(testApp.app, '/api/countries/ZZ/states')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });

  it("lists Santa Catarina's 295 municipalities with Imbituba 4207304", async () => {
    const { status, body, headers } = await getJson(testApp.app, '/api/states/42/cities');
    expect(status).toBe(200);
    const cities = ZListCitiesResponse.parse(body);
    expect(cities).toHaveLength(295);
    expect(cities).toContainEqual({ id: '4207304', name: 'Imbituba' });
    expect(cities).toContainEqual({ id: '4205407', name: 'Florianópolis' });
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
    expect(headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for an unknown state and 400 for a malformed id or code', async () => {
    expect(await getJson(testApp.app, '/api/states/99/cities')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    const malformed = await getJson(testApp.app, '/api/states/SC/cities');
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(malformed.body.details.fields[0].field).toBe('params.id');
    expect((await getJson(testApp.app, '/api/countries/BRA/states')).status).toBe(400);
    expect((await getJson(testApp.app, '/api/countries?lang=fr-FR')).status).toBe(400);
  });
});
