import { describe, expect, it } from 'vitest';
import { DocumentTypeId, type TDocumentTypeId } from '../constants.ts';
import { documentImageIssues, documentSides, type TDocumentImages } from './document-sides.ts';

describe('documentSides', () => {
  it.each<[string, TDocumentTypeId, string[]]>([
    ['birth certificate', DocumentTypeId.BIRTH_CERTIFICATE, ['front']],
    ['passport', DocumentTypeId.PASSPORT, ['front']],
    ['CPF', DocumentTypeId.CPF, ['front', 'back']],
    ['CIE', DocumentTypeId.CIE, ['front', 'back']],
    ['RG', DocumentTypeId.ID, ['front', 'back']],
    ['RUT', DocumentTypeId.RUT, ['front', 'back']],
    ['DNI', DocumentTypeId.DNI, ['front', 'back']],
  ])('a %s shows %j', (_name, documentTypeId, sides) => {
    expect(documentSides(documentTypeId)).toEqual(sides);
  });
});

describe('documentImageIssues', () => {
  const FRONT = { field: 'frontImageKey', message: 'validation.frontImage' };
  const BACK = { field: 'backImageKey', message: 'validation.backImage' };
  const rg = (images: Partial<TDocumentImages>): TDocumentImages => ({ documentTypeId: 3, ...images });
  const passport = (images: Partial<TDocumentImages>): TDocumentImages => ({ documentTypeId: 4, ...images });

  it.each<[string, TDocumentImages, boolean, object[]]>([
    ['not required: nothing asked', rg({}), false, []],
    ['two-sided with both', rg({ frontImageKey: 'f', backImageKey: 'b' }), true, []],
    ['two-sided with none', rg({}), true, [FRONT, BACK]],
    ['two-sided without the back', rg({ frontImageKey: 'f', backImageKey: null }), true, [BACK]],
    ['two-sided without the front', rg({ backImageKey: 'b' }), true, [FRONT]],
    [
      'an empty or blank key counts as missing',
      rg({ frontImageKey: '', backImageKey: ' ' }),
      true,
      [FRONT, BACK],
    ],
    ['one-sided with the front', passport({ frontImageKey: 'f' }), true, []],
    ['one-sided without the front', passport({ backImageKey: 'b' }), true, [FRONT]],
    ['birth certificate with the front', { documentTypeId: 0, frontImageKey: 'f' }, true, []],
  ])('%s', (_name, document, required, issues) => {
    expect(documentImageIssues(document, { required })).toEqual(issues);
  });
});
