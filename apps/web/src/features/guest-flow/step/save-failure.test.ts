import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { saveFailureOf } from './save-failure.ts';

const apiError = (status: number, code: string) => new ApiError(status, { code, message: code });

describe('saveFailureOf', () => {
  it.each([
    [apiError(0, 'NETWORK_ERROR'), { kind: 'network' }],
    [apiError(0, 'NETWORK_TIMEOUT'), { kind: 'network' }],
    [apiError(500, 'INTERNAL_ERROR'), { kind: 'server' }],
    [apiError(503, 'SERVICE_UNAVAILABLE'), { kind: 'server' }],
    [new TypeError('x is undefined'), { kind: 'server' }],
    [null, { kind: 'server' }],
    [apiError(401, 'TOKEN_INVALID'), { kind: 'session' }],
    [apiError(409, 'GUEST_LIST_FINISHED'), { kind: 'refused', code: 'GUEST_LIST_FINISHED' }],
    [apiError(400, 'VALIDATION_FAILED'), { kind: 'refused', code: 'VALIDATION_FAILED' }],
  ])('reads %s', (error, expected) => {
    expect(saveFailureOf(error)).toEqual(expected);
  });
});
