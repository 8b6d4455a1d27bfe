import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { passkeyFailureOf } from './passkey-ceremony.ts';

const browserError = (name: string, code?: string) => Object.assign(new Error('x'), { name, code });

describe('passkeyFailureOf', () => {
  it('says what the browser refused, in the reasons the guest is told', () => {
    expect(passkeyFailureOf(browserError('AbortError', 'ERROR_CEREMONY_ABORTED'))).toEqual({
      kind: 'browser',
      reason: 'cancelled',
    });
    expect(passkeyFailureOf(browserError('NotAllowedError', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY'))).toEqual(
      {
        kind: 'browser',
        reason: 'notAllowed',
      },
    );
    expect(
      passkeyFailureOf(browserError('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')),
    ).toEqual({ kind: 'browser', reason: 'alreadyRegistered' });
    expect(passkeyFailureOf(browserError('SecurityError', 'ERROR_INVALID_DOMAIN'))).toEqual({
      kind: 'browser',
      reason: 'unavailable',
    });
    expect(passkeyFailureOf(new TypeError('boom'))).toEqual({ kind: 'browser', reason: 'generic' });
  });

  it("passes the API's code on, so its own text is shown (no passkey for this reservation)", () => {
    const error = new ApiError(404, { code: 'PASSKEY_NOT_FOUND', message: 'No passkey' });
    expect(passkeyFailureOf(error)).toEqual({ kind: 'api', code: 'PASSKEY_NOT_FOUND' });
  });
});
