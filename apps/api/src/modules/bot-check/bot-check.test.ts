import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBotCheckChallenge } from '@hospedar/contracts/bot-check/get-challenge';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { getJson } from '../../test/api-client.ts';
import { encodeBotCheckPayload, solveBotCheck } from '../../test/bot-check.ts';
import { postSearch } from '../../test/search-client.ts';
import { buildTestApp, TEST_BOT_CHECK_MAX_NUMBER, type TestApp } from '../../test/test-app.ts';
import { BOT_CHECK_CHALLENGE_SECONDS, createBotCheckService } from './service.ts';

const SEARCH_1001 = { type: 'reservation', reservationNumber: '1001', lastName: 'Souza' };

async function solvedPayload(options: { hmacKey: string; expires?: Date; number?: number }) {
  const challenge = await createChallenge({
    hmacKey: options.hmacKey,
    maxNumber: 10,
    ...(options.expires ? { expires: options.expires } : {}),
  });
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 10).promise;
  return { ...challenge, number: options.number ?? solution?.number ?? 0 };
}

describe('bot check', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  it('GET /api/bot-check/challenge answers a signed, expiring, uncached challenge', async () => {
    const { status, body, headers } = await getJson(testApp.app, '/api/bot-check/challenge');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const challenge = ZBotCheckChallenge.parse(body);
    expect(challenge.maxnumber).toBe(TEST_BOT_CHECK_MAX_NUMBER);
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBe(now.getTime() + BOT_CHECK_CHALLENGE_SECONDS * 1000);
  });

  it('lets a search through with a solved challenge', async () => {
    const response = await postSearch(testApp.app, SEARCH_1001);
    expect(response.status).toBe(200);
  });

  describe('refuses with 400 BOT_CHECK_FAILED', () => {
    const refusedWith = async (botCheck: string | null, reason: string) => {
      const response = await postSearch(testApp.app, SEARCH_1001, { botCheck });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'BOT_CHECK_FAILED', details: { reason } });
    };

    it('a missing or empty solution', async () => {
      await refusedWith(null, 'missing');
      await refusedWith('', 'missing');
    });

    it.each([
      ['not base64 JSON', '!!!!not-base64!!!!'],
      ['JSON of another shape', encodeBotCheckPayload({ hello: 'world' })],
      [
        'another algorithm',
        encodeBotCheckPayload({
          algorithm: 'SHA-1',
          challenge: 'a'.repeat(64),
          number: 1,
          salt: 'x',
          signature: 'b'.repeat(64),
        }),
      ],
      [
        'a number that is not one',
        encodeBotCheckPayload({
          algorithm: 'SHA-256',
          challenge: 'a'.repeat(64),
          number: '1',
          salt: 'x',
          signature: 'b'.repeat(64),
        }),
      ],
    ])('a malformed solution: %s', async (_case, payload) => {
      await refusedWith(payload, 'malformed');
    });

    it('a wrong number', async () => {
      const good = JSON.parse(Buffer.from(await solveBotCheck(testApp.app), 'base64').toString());
      await refusedWith(encodeBotCheckPayload({ ...good, number: good.number + 1 }), 'invalid');
    });

    it('a challenge signed with another key', async () => {
      const expires = new Date(now.getTime() + 60_000);
      await refusedWith(
        encodeBotCheckPayload(await solvedPayload({ hmacKey: 'not-our-key', expires })),
        'invalid',
      );
    });

    it('a challenge without an expiry, even signed with our key', async () => {
      await refusedWith(
        encodeBotCheckPayload(await solvedPayload({ hmacKey: TEST_SECRETS.botCheckHmacKey })),
        'invalid',
      );
    });

    it('an expired challenge (by the injected clock)', async () => {
      const payload = await solveBotCheck(testApp.app);
      now = new Date(now.getTime() + BOT_CHECK_CHALLENGE_SECONDS * 1000);
      await refusedWith(payload, 'expired');
    });

    it('a solution used before, even by another search', async () => {
      const payload = await solveBotCheck(testApp.app);
      expect((await postSearch(testApp.app, SEARCH_1001, { botCheck: payload })).status).toBe(200);
      await refusedWith(payload, 'reused');
    });
  });

  describe('createBotCheckService', () => {
    it('remembers solutions in the database, so another instance refuses a replay, and forgets expired ones', async () => {
      let clockNow = new Date('2026-03-10T15:00:00Z');
      const deps = { db: testApp.db, clock: () => clockNow, hmacKey: 'shared-key', maxNumber: 10 };
      const first = createBotCheckService(deps);
      const second = createBotCheckService(deps);
      const challenge = await first.createChallenge();
      const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 10)
        .promise;
      const payload = encodeBotCheckPayload({ ...challenge, number: solution?.number });
      await first.assertSolved(payload);
      await expect(second.assertSolved(payload)).rejects.toMatchObject({
        code: 'BOT_CHECK_FAILED',
        details: { reason: 'reused' },
      });

      // A later solve prunes the expired row (its replay is refused as expired anyway).
      clockNow = new Date(clockNow.getTime() + BOT_CHECK_CHALLENGE_SECONDS * 1000 + 1000);
      const later = await second.createChallenge();
      const laterSolution = await solveChallenge(later.challenge, later.salt, later.algorithm, 10).promise;
      await second.assertSolved(encodeBotCheckPayload({ ...later, number: laterSolution?.number }));
      const rows = await testApp.db.query.botCheckSolutions.findMany();
      expect(rows.map((row) => row.signature)).not.toContain(challenge.signature);
      expect(rows.map((row) => row.signature)).toContain(later.signature);
    });
  });
});
