import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoGuestId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { solveBotCheck } from '../../test/bot-check.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const ana = demoGuestId('solnascente', '1001:ana');

describe('odd input to the verification calls', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { host: HOSTS.solnascente, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it.each([
    ['/api/clients/' + ana + '/pin', { botCheck: 'x'.repeat(20) }, 'body.contactId'],
    ['/api/clients/' + ana + '/pin', { contactId: 'fax', botCheck: 'x'.repeat(20) }, 'body.contactId'],
    ['/api/clients/not-a-uuid/pin', { contactId: 'email', botCheck: 'x'.repeat(20) }, 'params.id'],
    ['/api/clients/' + ana + '/pin/email/verify', { verificationCode: 'abcde' }, 'body.verificationCode'],
    ['/api/clients/' + ana + '/pin/email/verify', {}, 'body.verificationCode'],
    ['/api/clients/' + ana + '/pin/fax/verify', { verificationCode: '12345' }, 'params.contactId'],
    ['/api/clients/pin-link', { hash: 'short' }, 'body.hash'],
    ['/api/clients/pin-link', { hash: 'A'.repeat(43), guestId: 'x' }, 'body.guestId'],
  ])('POST %s with %j answers 400 naming %s', async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
  });

  it('answers BOT_CHECK_FAILED without a bot check', async () => {
    const response = await post(`/api/clients/${ana}/pin`, { contactId: 'email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BOT_CHECK_FAILED');
  });

  it('checks the bot check before anything about the guest', async () => {
    const unknownGuest = await post('/api/clients/00000000-0000-4000-8000-000000000000/pin', {
      contactId: 'email',
      botCheck: Buffer.from('{"not":"a solution"}').toString('base64'),
    });
    expect(unknownGuest.statusCode).toBe(400);
    expect(unknownGuest.json().code).toBe('BOT_CHECK_FAILED');
  });

  it("answers 404 for another hotel's companyId and 400 for a body id that is not the path's", async () => {
    const otherCompany = await post(`/api/clients/${ana}/pin`, {
      contactId: 'email',
      companyId: demoCompanyId('marazul'),
      botCheck: await solveBotCheck(testApp.app),
    });
    expect(otherCompany.statusCode).toBe(404);
    const otherId = await post(`/api/clients/${ana}/pin`, {
      contactId: 'email',
      id: demoGuestId('solnascente', '1001:bruno'),
      botCheck: await solveBotCheck(testApp.app),
    });
    expect(otherId.statusCode).toBe(400);
    expect(otherId.json().details.fields[0].field).toBe('body.id');
  });

  it('never answers 500 to odd bodies and paths', async () => {
    const oddValues: unknown[] = [
      null,
      0,
      -1,
      Number.MAX_VALUE,
      2 ** 53 + 2,
      '',
      ' ',
      '😀',
      '<script>',
      '{}',
      [],
      {},
      true,
      'x'.repeat(5000),
    ];
    const urls = [
      `/api/clients/${ana}/pin`,
      `/api/clients/${ana}/pin/email/verify`,
      `/api/clients/${ana}/pin/mobile/verify`,
      '/api/clients/pin-link',
      '/api/clients/%00/pin',
      `/api/clients/${ana}/pin/%F0/verify`,
    ];
    const keys = ['contactId', 'botCheck', 'verificationCode', 'hash', 'guestId', 'companyId', '__proto__'];
    let count = 0;
    for (const url of urls) {
      for (const value of oddValues) {
        for (const key of keys) {
          const response = await post(url, { [key]: value, contactId: 'email', hash: value });
          expect(response.statusCode, `${url} ${key}`).toBeLessThan(500);
          count += 1;
        }
        const raw = await post(url, typeof value === 'string' ? value : JSON.stringify(value));
        expect(raw.statusCode).toBeLessThan(500);
      }
    }
    for (const url of ['/api/clients/%E0%A4%A/contact-info', `/api/clients/${ana}x/contact-info`]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { host: HOSTS.solnascente } });
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(count).toBeGreaterThan(500);
  });
});
