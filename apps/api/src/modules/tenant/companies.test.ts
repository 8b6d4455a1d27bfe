import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZGetCompanyResponse } from '@hospedar/contracts/tenant/get-company';
import { getJson } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/companies/:subdomain', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it("answers a known hotel's configuration", async () => {
    const { status, body } = await getJson(testApp.app, '/api/companies/marazul');
    expect(status).toBe(200);
    const company = ZGetCompanyResponse.parse(body);
    expect(company.name).toBe('Hotel Mar Azul');
    expect(company.theme.primaryColor).toBe('#0e7490');
    expect(company.welcomeRules.enabled).toBe(false);
    expect(company.searchFlags).toEqual({
      enableSearchByReservationNumber: true,
      enableSearchByDocument: false,
      enableSearchByEmailOrPhoneNumber: true,
      enableSearchByName: false,
      enableSearchByFacialRecognition: true,
    });
    expect(company.stepsConfig.map((step) => step.id)).not.toContain('assinatura');
  });

  it('answers the legacy hotel with its legacy URL', async () => {
    const { status, body } = await getJson(testApp.app, '/api/companies/legado');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      newPortalEnabled: false,
      legacyUrl: 'https://legado.example.com/precheckin',
    });
  });

  it('answers 404 TENANT_NOT_FOUND for an unknown hotel', async () => {
    const { status, body } = await getJson(testApp.app, '/api/companies/nowhere');
    expect(status).toBe(404);
    expect(ZApiError.parse(body).code).toBe('TENANT_NOT_FOUND');
  });

  it.each(['Bad_Name', '-start', 'a'.repeat(64), '%20', 'ção'])(
    'answers 400 naming the field for %j',
    async (subdomain) => {
      const { status, body } = await getJson(testApp.app, `/api/companies/${encodeURIComponent(subdomain)}`);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fields[0].field).toBe('params.subdomain');
    },
  );
});
