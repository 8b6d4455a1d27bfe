import { describe, expect, it } from 'vitest';
import { COMPANY } from '../test-kit/fixtures.ts';
import { documentTypesFor, isAdditionalDocumentRequired, keepAllowedType } from './document-types.ts';

const config = COMPANY.parameters.documentTypes;

// The lists themselves are the contracts' (guests/document-types-for-guest.test.ts); here, the form's ids.
describe('document types on the form', () => {
  it('asks a minor with a CPF for an additional document, by the string id of the form', () => {
    const minor = documentTypesFor(config, { isChild: true, nationalityId: 'BR' });
    expect(isAdditionalDocumentRequired(true, '1', minor)).toBe(true);
    expect(isAdditionalDocumentRequired(true, '0', minor)).toBe(false);
    expect(isAdditionalDocumentRequired(true, '', minor)).toBe(false);
  });

  it('keeps an allowed type, else takes the first allowed one', () => {
    expect(keepAllowedType('4', [4, 6])).toBe('4');
    expect(keepAllowedType('1', [4, 6])).toBe('4');
    expect(keepAllowedType('', [1])).toBe('1');
    expect(keepAllowedType('3', [2], false)).toBe('');
    expect(keepAllowedType('', [])).toBe('');
  });
});
