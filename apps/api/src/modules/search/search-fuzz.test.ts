import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../test/api-client.ts';
import { solveBotCheck } from '../../test/bot-check.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'ção',
  '😀',
  "' OR 1=1 --",
  '%',
  '\\',
  'x'.repeat(5000),
  '__proto__',
  '1e309',
];
const TYPES = ['reservation', 'document', 'mail', 'phone', 'name', 'facial_recognition', 'nope'];
const FIELDS = [
  'reservationNumber',
  'lastName',
  'documentTypeId',
  'documentNumber',
  'currentCountry',
  'contact',
  'name',
  'checkinDate',
  'checkoutDate',
  'companyId',
  'botCheck',
  '__proto__',
  'constructor',
];

const oddValue = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const oddBody = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...TYPES), oddValue),
    extra: fc.dictionary(fc.constantFrom(...FIELDS), oddValue, { maxKeys: 6 }),
  },
  { requiredKeys: [] },
);

describe('odd search bodies', () => {
  let testApp: TestApp;
  let validBotCheck: string;
  beforeAll(async () => {
    testApp = await buildTestApp({ searchLock: { maxFailures: 100_000, windowMinutes: 1 } });
    validBotCheck = await solveBotCheck(testApp.app);
  });
  afterAll(() => testApp.close());

  it('never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        oddBody,
        fc.boolean(),
        fc.constantFrom(HOSTS.solnascente, HOSTS.marazul),
        async (odd, withBotCheck, host) => {
          const body: Record<string, unknown> = { ...odd.extra };
          if ('type' in odd) body.type = odd.type;
          // A valid-looking (already used after the first run) solution lets odd bodies reach the search.
          if (withBotCheck) body.botCheck = validBotCheck;
          const response = await testApp.app.inject({
            method: 'POST',
            url: '/api/appointments/search',
            headers: { host },
            payload: body,
          });
          expect(response.statusCode, JSON.stringify(body).slice(0, 300)).toBeLessThan(500);
        },
      ),
      { numRuns: 300, seed: 20260310 },
    );
  });

  it('never answer 500 for well-shaped bodies with odd values, past the bot check', async () => {
    const oddText = fc.oneof(
      fc.constantFrom(...ODD_STRINGS),
      fc.string({ maxLength: 50 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    const wellShaped = fc.oneof(
      fc.record({ type: fc.constant('reservation'), reservationNumber: oddText, lastName: oddText }),
      fc.record({
        type: fc.constant('document'),
        documentTypeId: fc.constantFrom(0, 1, 2, 3, 4, 5, 6),
        documentNumber: oddText,
      }),
      fc.record({ type: fc.constant('mail'), contact: fc.emailAddress(), lastName: oddText }),
      fc.record({
        type: fc.constant('phone'),
        contact: fc.stringMatching(/^\+?[0-9 ()-]{8,20}$/),
        lastName: oddText,
      }),
      fc.record({
        type: fc.constant('name'),
        name: oddText,
        lastName: oddText,
        checkinDate: fc.constantFrom('2026-03-13', '0001-01-01', '9999-12-31'),
        checkoutDate: fc.constantFrom('2026-03-16', '2024-02-29'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(wellShaped, async (body) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/appointments/search',
          headers: { host: HOSTS.solnascente },
          payload: { ...body, botCheck: await solveBotCheck(testApp.app) },
        });
        expect(response.statusCode, JSON.stringify(body).slice(0, 300)).toBeLessThan(500);
      }),
      { numRuns: 150, seed: 20260311 },
    );
    // 150 searches, each past a solved bot check: correctness, not speed (a busy machine took 30 s).
  }, 120_000);
});
