import { describe, expect, it } from 'vitest';
import { DocumentTypeId, type TDocumentTypeId } from '../constants.ts';
import { isValidAdditionalDocument, isValidDocument, type DocumentOptions } from './document.ts';

const { BIRTH_CERTIFICATE, CPF, CIE, ID, PASSPORT, RUT, DNI } = DocumentTypeId;

describe('isValidDocument', () => {
  it.each<[TDocumentTypeId, string, DocumentOptions, boolean]>([
    [CPF, '529.982.247-25', {}, true],
    [CPF, '52998224725', { country: 'BR' }, true],
    [CPF, '529.982.247-24', {}, false],
    [CPF, '111.111.111-11', {}, false],
    [CPF, '000.000.000-00', {}, false],
    [CPF, '99999999999', {}, false],
    [ID, '12.345.678-9', {}, true],
    [ID, '12.345.678-X', {}, true],
    [ID, '12345678x', {}, true],
    [ID, 'MG-12.345.678', {}, true],
    [ID, '12345', {}, true],
    [ID, '12345678901234', {}, true],
    [ID, '1234', {}, false],
    [ID, '123456789012345', {}, false],
    [ID, '12X45678', {}, false],
    [ID, '00000', {}, false],
    [CIE, 'V123456-7', {}, true],
    [CIE, 'v1234567', {}, true],
    [CIE, 'V 123456 7', {}, true],
    [CIE, 'G-654321-X', {}, true],
    [CIE, '1234567', {}, false],
    [CIE, 'V12345-7', {}, false],
    [CIE, 'VV123456', {}, false],
    [PASSPORT, 'FZ123456', { country: 'BR' }, true],
    [PASSPORT, 'fz 123456', { country: 'br' }, true],
    [PASSPORT, 'F1234567', { country: 'BR' }, false],
    [PASSPORT, 'FZ1234567', { country: 'BR' }, false],
    [PASSPORT, '123456789', { country: 'US' }, true],
    [PASSPORT, 'AAB123456', { country: 'AR' }, true],
    [PASSPORT, 'X1234567', {}, true],
    [PASSPORT, 'C01X00T47', { country: 'DE' }, true],
    [PASSPORT, 'AB123', {}, false],
    [PASSPORT, 'AB12345678', {}, false],
    [PASSPORT, 'AB 12#456', {}, false],
    [RUT, '12.345.678-5', {}, true],
    [RUT, '10.000.013-K', { country: 'CL' }, true],
    [RUT, '12.345.678-K', {}, false],
    [DNI, '12.345.678', { country: 'AR' }, true],
    [DNI, '12345678Z', { country: 'AR' }, false],
    [DNI, '12345678Z', { country: 'ES' }, true],
    [DNI, '12345678A', { country: 'ES' }, false],
    [DNI, '12345678', { country: 'ES' }, false],
    [DNI, '12345678', {}, true],
    [DNI, '12345678Z', {}, true],
    [DNI, '12345678A', {}, false],
    [BIRTH_CERTIFICATE, '10453901552013100130012300000111', { country: 'BR' }, true],
    [BIRTH_CERTIFICATE, '10453901552013100130012300000112', { country: 'BR' }, false],
    [BIRTH_CERTIFICATE, 'ABC-123', { country: 'BR' }, false],
    [BIRTH_CERTIFICATE, 'ABC-123', { country: 'AR' }, true],
    [BIRTH_CERTIFICATE, 'A'.repeat(40), { country: 'US' }, true],
    [BIRTH_CERTIFICATE, 'A'.repeat(41), { country: 'US' }, false],
    [BIRTH_CERTIFICATE, '12#4', {}, false],
    [CPF, '   ', {}, false],
    [PASSPORT, '', {}, false],
    [99 as TDocumentTypeId, '52998224725', {}, false],
  ])('type %i %s %o → %s', (typeId, number, options, expected) => {
    expect(isValidDocument(typeId, number, options)).toBe(expected);
    expect(isValidAdditionalDocument(typeId, number, options)).toBe(expected);
  });

  it('treats the options as optional', () => {
    expect(isValidDocument(CPF, '529.982.247-25')).toBe(true);
  });
});
