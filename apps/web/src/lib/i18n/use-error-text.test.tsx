import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import errors from '../../locales/en-US/errors.json';
import guestErrors from '../../locales/en-US/guest-errors.json';
import { initTestI18n } from '../../test/render.tsx';
import { useErrorText } from './use-error-text.ts';

describe('useErrorText', () => {
  beforeAll(initTestI18n);

  it('reads a code of the way to the PIN screen from errors', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current('PIN_INVALID')).toBe(errors.codes.PIN_INVALID);
  });

  it("reads a code only a verified guest's forms meet from guest-errors", () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current('CPF_IN_USE')).toBe(guestErrors.codes.CPF_IN_USE);
    expect(result.current('GUEST_LIST_FINISHED')).toBe(guestErrors.codes.GUEST_LIST_FINISHED);
  });

  it('answers the generic message for a code nobody translated', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current('SOMETHING_NEW')).toBe(errors.generic);
  });
});
