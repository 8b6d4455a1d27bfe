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

describe('startValues: terms accepted in an older version (decision 233)', () => {
  const accepted = (version: string) => ({
    ...COMPLETE_MAIN,
    optins: [
      { type: 'terms', termsType: 1, id: version, isChecked: true },
      { type: 'terms', termsType: 2, id: version, isChecked: true },
    ],
    termsAcceptance: ([1, 2] as const).map((type) => ({
      type,
      id: version,
      isChecked: true,
      version,
      acceptedAt: '2026-03-10T15:00:00.000Z',
    })),
  });
  const start = (guest: typeof COMPLETE_MAIN, termsInForce: { use: string | null; privacy: string | null }) =>
    startValues({ guest, actionType: 'edit', isNameLocked: false, documentTypesConfig: TYPES, termsInForce })
      .values.acceptTerms;

  it('keeps the box ticked for the versions in force, and unticks it once the hotel publishes a new one', () => {
    expect(start(accepted('2021-05-04'), { use: '2021-05-04', privacy: '2021-05-04' })).toBe(true);
    expect(start(accepted('2021-05-04'), { use: '2026-11-27', privacy: '2021-05-04' })).toBe(false);
  });

  it('does not hold a consent saved before versions were recorded against the guest', () => {
    const legacy = { ...accepted('2021-05-04'), termsAcceptance: [] };
    expect(start(legacy, { use: '2026-11-27', privacy: '2026-11-27' })).toBe(true);
  });
});
