import { describe, expect, it } from 'vitest';
import type { TCompanyParameters } from '../tenant/company-config.ts';
import {
  documentTypesFor,
  isAdditionalDocumentRequired,
  missingAdditionalDocumentIssue,
} from './document-types-for-guest.ts';

// The demo hotels' lists: CPF 1, birth certificate 0, RG 3, passport 4, DNI 6, RUT 5, CIE 2.
const config: TCompanyParameters['documentTypes'] = {
  main: { default: [1], foreign: [4, 6, 5, 2], minor: [1, 0] },
  additional: { default: [3], foreign: [2], minor: [0, 3] },
};

describe('documentTypesFor', () => {
  it.each([
    [false, 'BR', [1], [3]],
    [false, '', [1], [3]],
    [false, null, [1], [3]],
    [false, 'AR', [4, 6, 5, 2], [2]],
    [true, 'BR', [1, 0], [0, 3]],
    [true, 'AR', [1, 0, 4, 6, 5, 2], [0, 3, 2]],
  ])('child %s, nationality %j → main %j, additional %j', (isChild, nationalityId, main, additional) => {
    expect(documentTypesFor(config, { isChild, nationalityId })).toEqual({ main, additional });
  });
});

describe('the additional document of minors (additional_validation)', () => {
  it('is asked of a minor with a CPF only, when the hotel lists additional documents', () => {
    const minor = documentTypesFor(config, { isChild: true, nationalityId: 'BR' });
    expect(isAdditionalDocumentRequired(true, 1, minor)).toBe(true);
    expect(isAdditionalDocumentRequired(true, 0, minor)).toBe(false);
    expect(isAdditionalDocumentRequired(true, null, minor)).toBe(false);
    expect(isAdditionalDocumentRequired(false, 1, minor)).toBe(false);
    expect(isAdditionalDocumentRequired(true, 1, { main: [1], additional: [] })).toBe(false);
  });

  const child = { isChild: true, nationalityId: 'BR' };
  const cpf = { isMain: true, documentTypeId: 1 as const };
  it.each([
    ['a child with a CPF alone', [cpf], child, true],
    ['a child with a CPF and an RG', [cpf, { isMain: false, documentTypeId: 3 as const }], child, false],
    ['a child with a birth certificate', [{ isMain: true, documentTypeId: 0 as const }], child, false],
    ['a foreign child with a passport', [{ isMain: true, documentTypeId: 4 as const }], child, false],
    ['an adult with a CPF alone', [cpf], { isChild: false, nationalityId: 'BR' }, false],
    ['no documents at all (the required rule answers that)', [], child, false],
  ])('%s → issue %s', (_case, documents, guest, hasIssue) => {
    const issue = missingAdditionalDocumentIssue(documents, guest, config);
    expect(issue).toEqual(
      hasIssue ? { field: 'body.documents', message: 'validation.additional_validation' } : null,
    );
  });
});
