import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../../db/schema/index.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { ANA, BEATRIZ, BRUNO, CAMILA, NOW, RAFAEL, callApi, guest } from '../guests/guest-test-helpers.ts';

describe('POST /api/rating', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const rate = (body: unknown, claims: typeof ANA | null) =>
    callApi(testApp, 'POST', '/api/rating', claims, { body });

  it('saves the guest’s rating once; a second one answers 409 RATING_ALREADY_GIVEN', async () => {
    const first = await rate({ guestId: guest('1001:ana'), rating: 5, comment: '  Muito fácil!  ' }, ANA);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rating: 5, comment: 'Muito fácil!', createdAt: NOW.toISOString() });
    const second = await rate({ guestId: guest('1001:ana'), rating: 1 }, ANA);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('RATING_ALREADY_GIVEN');
    const rows = await testApp.db
      .select()
      .from(ratings)
      .where(eq(ratings.guestId, guest('1001:ana')));
    expect(rows.map((row) => row.rating)).toEqual([5]);
  });

  it('lets each guest of a reservation rate for themselves, without a comment', async () => {
    const { status, body } = await rate({ guestId: guest('1001:bruno'), rating: 3 }, BRUNO);
    expect(status).toBe(201);
    expect(body.comment).toBeNull();
  });

  it.each([
    ['a companion of the same reservation', guest('1001:carla'), ANA],
    ['a guest of another reservation', guest('1020:rafael'), CAMILA],
    ['a minor the main guest fills for', guest('1020:laura'), RAFAEL],
    ['an unknown id', '00000000-0000-4000-8000-000000000000', ANA],
  ])('answers 404 GUEST_NOT_FOUND for %s', async (_case, guestId, claims) => {
    const { status, body } = await rate({ guestId, rating: 4 }, claims);
    expect(status).toBe(404);
    expect(body.code).toBe('GUEST_NOT_FOUND');
  });

  it('refuses without a token and with another hotel’s token', async () => {
    expect((await rate({ guestId: guest('1030:camila'), rating: 4 }, null)).status).toBe(401);
    expect((await rate({ guestId: guest('1030:camila'), rating: 4 }, BEATRIZ)).status).toBe(401);
  });

  it.each([
    [{ rating: 0 }, 'body.rating'],
    [{ rating: 6 }, 'body.rating'],
    [{ rating: 'five' }, 'body.rating'],
    [{ rating: 4.5 }, 'body.rating'],
    [{}, 'body.rating'],
    [{ rating: 4, comment: 'x'.repeat(1001) }, 'body.comment'],
  ])('answers 400 naming the field for %j', async (extra, field) => {
    const { status, body } = await rate({ guestId: guest('1030:camila'), ...extra }, CAMILA);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
  });

  it('answers 400, never 500, for a body that is not JSON or not an object', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/rating',
      headers: { host: 'localhost:3000', authorization: `Bearer x`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBeLessThan(500);
    const asArray = await rate([1, 2], CAMILA);
    expect(asArray.status).toBe(400);
  });
});
