import { describe, expect, it } from 'vitest';
import { DocumentTypeId } from '@hospedar/contracts/constants';
import { imagesMessageKey } from './images-message.ts';

describe('imagesMessageKey', () => {
  it.each([
    ['RG with both', DocumentTypeId.ID, 'f', 'b', null],
    ['RG with none', DocumentTypeId.ID, null, null, 'validation.backImage'],
    ['RG without the back', DocumentTypeId.ID, 'f', null, 'validation.backImage'],
    ['RG without the front', DocumentTypeId.ID, null, 'b', 'validation.frontImage'],
    ['passport with the front', DocumentTypeId.PASSPORT, 'f', null, null],
    ['passport without the front', DocumentTypeId.PASSPORT, null, null, 'validation.frontImage'],
  ] as const)('%s', (_name, documentTypeId, frontImageKey, backImageKey, expected) => {
    expect(imagesMessageKey(documentTypeId, { frontImageKey, backImageKey })).toBe(expected);
  });
});
