import { afterEach, describe, expect, it } from 'vitest';
import type { TCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import { COMPLETE_MAIN } from '../test-kit/fixtures.ts';
import { PERSONAL_INFO_STEP } from './drafts.ts';
import { startValues } from './start-values.ts';
import { valuesFromGuest } from './values.ts';
import { formDraft } from '../../../../lib/form-draft.ts';

const SAVED_PHOTOS = {
  ...COMPLETE_MAIN,
  documents: COMPLETE_MAIN.documents.map((document) => ({
    ...document,
    frontImageKey: 'c/g/documents/front.jpg',
    backImageKey: 'c/g/documents/back.jpg',
    frontImageUrl: '/api/storage/files/front?signed',
    backImageUrl: '/api/storage/files/back?signed',
  })),
};
const TYPES: TCompanyParameters['documentTypes'] = {
  main: { default: [1], foreign: [4], minor: [1, 0] },
  additional: { default: [], foreign: [], minor: [] },
};

describe('startValues: the document photos', () => {
  afterEach(() => formDraft.clear(COMPLETE_MAIN.id, PERSONAL_INFO_STEP));

  it('shows the saved photos with fresh URLs over a draft that erased one or lost its URLs', () => {
    const typed = valuesFromGuest(SAVED_PHOTOS);
    formDraft.save(COMPLETE_MAIN.id, PERSONAL_INFO_STEP, {
      ...typed,
      addressComplement: 'Casa 2',
      documentImages: {
        frontImageKey: 'c/g/documents/front.jpg',
        frontImageUrl: null,
        backImageKey: null,
        backImageUrl: null,
        erasedSides: ['back'],
      },
    });
    const start = startValues({
      guest: SAVED_PHOTOS,
      actionType: 'edit',
      isNameLocked: false,
      documentTypesConfig: TYPES,
    });
    expect(start.isRestored).toBe(true);
    expect(start.values.addressComplement).toBe('Casa 2');
    expect(start.values.documentImages).toEqual({
      frontImageKey: 'c/g/documents/front.jpg',
      backImageKey: 'c/g/documents/back.jpg',
      frontImageUrl: '/api/storage/files/front?signed',
      backImageUrl: '/api/storage/files/back?signed',
    });
  });
});
