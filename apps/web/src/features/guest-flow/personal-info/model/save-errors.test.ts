import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { fieldOfIssuePath } from './fields.ts';
import { fieldErrorsOfSave } from './save-errors.ts';

const refusal = (fields: { field: string; message: string }[]) =>
  new ApiError(400, { code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', details: { fields } });

describe('API errors on the fields', () => {
  it.each([
    ['body.birthdate', 'birthdate'],
    ['body.isChild', 'birthdate'],
    ['body.mobilePhone', 'mobilePhone'],
    ['body.homePhone.number', 'homePhone'],
    ['body.nationality.id', 'nationality'],
    ['body.documents', 'documentNumber'],
    ['body.documents.0.documentNumber', 'documentNumber'],
    ['body.documents.1.documentNumber', 'additionalDocumentNumber'],
    ['body.documents.1.documentTypeId', 'additionalDocumentType'],
    ['body.arrivingBy', null],
  ])('%s → %s', (path, field) => {
    expect(fieldOfIssuePath(path, ['documentNumber', 'additionalDocumentNumber'])).toBe(field);
  });

  it('keeps the rule keys of the contracts and names schema errors generically', () => {
    const error = refusal([
      { field: 'body.documents.0.documentNumber', message: 'validation.isValidDocument' },
      { field: 'body.email', message: 'Too big: expected string to have <=254 characters' },
      { field: 'body.arrivingBy', message: 'validation.required' },
    ]);
    expect(fieldErrorsOfSave(error, ['documentNumber'])).toEqual({
      documentNumber: { key: 'validation.isValidDocument' },
      email: { key: 'own', id: 'invalidField' },
    });
  });

  it('puts the CPF another guest of the reservation has on the document field that sent it', () => {
    const inUse = new ApiError(400, {
      code: 'CPF_IN_USE',
      message: 'In use.',
      details: { fields: [{ field: 'body.documents.1.documentNumber', message: 'CPF_IN_USE' }] },
    });
    expect(fieldErrorsOfSave(inUse, ['documentNumber', 'additionalDocumentNumber'])).toEqual({
      additionalDocumentNumber: { key: 'own', id: 'cpfInUse' },
    });
  });

  it('puts the billed-name refusal on the name, and leaves anything else to the generic message', () => {
    const locked = new ApiError(400, { code: 'NAME_LOCKED_BILLED', message: 'Locked.' });
    expect(fieldErrorsOfSave(locked, [])).toEqual({ name: { key: 'own', id: 'nameLocked' } });
    expect(fieldErrorsOfSave(refusal([{ field: 'body.arrivingBy', message: 'x' }]), [])).toBeNull();
    expect(fieldErrorsOfSave(new ApiError(500, { code: 'INTERNAL_ERROR', message: 'x' }), [])).toBeNull();
    expect(fieldErrorsOfSave(new Error('network'), [])).toBeNull();
  });
});
