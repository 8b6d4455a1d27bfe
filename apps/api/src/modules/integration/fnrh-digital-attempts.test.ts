import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFnrhDigitalAttempts } from '@hospedar/contracts/integration/fnrh-digital-attempts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { NOW } from '../guests/guest-test-helpers.ts';
import { createFnrhDigitalRepository } from '../fnrh-digital/repository.ts';
import { BASE, integrationCall, issueKey, MAR, pmsReservation, SOL } from './integration-test-helpers.ts';

describe('GET /api/integration/v1/guests/:guestId/fnrh-digital: what became of a form at FNRH Digital', () => {
  let testApp: TestApp;
  let solKey: string;
  let marKey: string;
  let guestId: string;
  let reservationId: string;
  const clock = () => NOW;
  const attempts = (id: string, key = solKey) =>
    integrationCall(testApp, 'GET', `${BASE}/guests/${id}/fnrh-digital`, key);

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    solKey = await issueKey(testApp, SOL, 'pms', clock);
    marKey = await issueKey(testApp, MAR, 'pms', clock);
    const created = await integrationCall(
      testApp,
      'PUT',
      `${BASE}/reservations/FD-1`,
      solKey,
      pmsReservation(),
    );
    expect(created.status).toBe(201);
    const status = await integrationCall(testApp, 'GET', `${BASE}/reservations/FD-1`, solKey);
    guestId = status.body.guests[0].guestId;
    reservationId = status.body.reservation.id;
  });
  afterAll(() => testApp.close());

  it('answers an empty list before any attempt', async () => {
    const answer = await attempts(guestId);
    expect(answer.status).toBe(200);
    expect(ZFnrhDigitalAttempts.parse(answer.body)).toEqual({ guestId, attempts: [] });
  });

  it("answers each attempt with the government's answer, newest first", async () => {
    const repository = createFnrhDigitalRepository(testApp.db);
    const exportId = randomUUID();
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    await repository.recordAttempt({
      companyId: SOL,
      exportId,
      reservationId,
      guestId,
      outcome: 'failed',
      httpStatus: 503,
      answer: null,
      reason: 'HTTP 503',
      attemptedAt: at(1),
    });
    await repository.recordAttempt({
      companyId: SOL,
      exportId,
      reservationId,
      guestId,
      outcome: 'accepted',
      httpStatus: 200,
      answer: { hospedagem_id: 77 },
      reason: null,
      attemptedAt: at(5),
    });
    const answer = await attempts(guestId);
    expect(answer.status).toBe(200);
    expect(ZFnrhDigitalAttempts.parse(answer.body).attempts).toEqual([
      {
        attemptedAt: at(5).toISOString(),
        outcome: 'accepted',
        httpStatus: 200,
        answer: { hospedagem_id: 77 },
        reason: null,
      },
      {
        attemptedAt: at(1).toISOString(),
        outcome: 'failed',
        httpStatus: 503,
        answer: null,
        reason: 'HTTP 503',
      },
    ]);
  });

  it("answers 404 for another hotel's guest and an unknown one, 400 for an id that is not one, 401 without a key", async () => {
    const other = await attempts(guestId, marKey);
    expect([other.status, other.body.code]).toEqual([404, 'GUEST_NOT_FOUND']);
    const unknown = await attempts(randomUUID());
    expect([unknown.status, unknown.body.code]).toEqual([404, 'GUEST_NOT_FOUND']);
    expect((await attempts('not-a-uuid')).status).toBe(400);
    expect(
      (await integrationCall(testApp, 'GET', `${BASE}/guests/${guestId}/fnrh-digital`, null)).status,
    ).toBe(401);
  });
});
