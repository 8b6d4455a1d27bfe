import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../test/test-app.ts';
import { bearer, guest, NOW, RAFAEL } from '../modules/guests/guest-test-helpers.ts';
import { isNestedDeeperThan, JSON_BODY_MAX_DEPTH } from './json-body.ts';

const nestedArrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('the JSON body depth check', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(isNestedDeeperThan(nestedArrays(3), 3)).toBe(false);
    expect(isNestedDeeperThan(nestedArrays(4), 3)).toBe(true);
    expect(isNestedDeeperThan('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(isNestedDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(isNestedDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(isNestedDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    // An escaped backslash ends before the quote, which closes the string: {"b":{}} is then 2 deep.
    expect(isNestedDeeperThan(String.raw`{"a":"x\\","b":{}}`, 1)).toBe(true);
    expect(isNestedDeeperThan('{"a":"never closed [[[[', 1)).toBe(false);
  });
});

describe('JSON bodies nested too deep', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const save = async (payload: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/clients/${guest('1020:rafael')}`,
      headers: {
        host: HOSTS.solnascente,
        authorization: await bearer(RAFAEL),
        'content-type': 'application/json',
      },
      payload,
    });

  it.each(['extraFields', 'additionalData', 'optins'])(
    'answer 400 naming the body when %s is nested 20,000 deep',
    async (field) => {
      const response = await save(`{"${field}":{"a":${nestedArrays(20_000)}}}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: [{ field: 'body', message: 'validation.maxLength' }] },
      });
    },
  );

  it('let the schema name the field when the body is within the parser’s depth but the free JSON is not', async () => {
    const response = await save(`{"extraFields":{"a":${nestedArrays(JSON_BODY_MAX_DEPTH - 2)}}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual([
      { field: 'body.extraFields', message: 'validation.maxLength' },
    ]);
  });
});
