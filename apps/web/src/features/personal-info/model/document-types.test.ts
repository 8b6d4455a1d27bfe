import { describe, expect, it } from 'vitest';
import { COMPANY } from '../test-kit/fixtures.ts';
import { documentTypesFor, isAdditionalDocumentRequired, keepAllowedType } from './document-types.ts';

const config = COMPANY.parameters.documentTypes;

describe('documentTypesFor', () => {
  it.each([
    [false, 'BR', [1], [3]],
    [false, '', [1], [3]],
    [false, 'AR', [4, 6, 5, 2], [2]],
    [true, 'BR', [1, 0], [0, 3]],
    [true, 'AR', [1, 0, 4, 6, 5, 2], [0, 3, 2]],
  ])('child %s, nationality %j → main %j, additional %j', (isChild, nationalityId, main, additional) => {
    expect(documentTypesFor(config, { isChild, nationalityId })).toEqual({ main, additional });
  });

  it('asks a minor with a CPF for an additional document', () => {
    const minor = documentTypesFor(config, { isChild: true, nationalityId: 'BR' });
    expect(isAdditionalDocumentRequired(true, '1', minor)).toBe(true);
    expect(isAdditionalDocumentRequired(true, '0', minor)).toBe(false);
    expect(isAdditionalDocumentRequired(false, '1', minor)).toBe(false);
    expect(isAdditionalDocumentRequired(true, '1', { main: [1], additional: [] })).toBe(false);
  });

  it('keeps an allowed type, else takes the first allowed one', () => {
    expect(keepAllowedType('4', [4, 6])).toBe('4');
    expect(keepAllowedType('1', [4, 6])).toBe('4');
    expect(keepAllowedType('', [1])).toBe('1');
    expect(keepAllowedType('3', [2], false)).toBe('');
    expect(keepAllowedType('', [])).toBe('');
  });
});
