import { describe, expect, it } from 'vitest';
import { cleanGuestPayload } from '@hospedar/contracts/guests/clean-guest-payload';
import { ZSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { COMPLETE_MAIN } from '../test-kit/fixtures.ts';
import { hasNewDocumentPhotos, toSavePayload } from './to-save-payload.ts';
import type { TPayloadContext } from './to-save-payload.ts';
import { valuesFromGuest } from './values.ts';

const CONTEXT: TPayloadContext = {
  isNameLocked: false,
  terms: { use: 'use-v1', privacy: 'privacy-v1' },
  countryName: (code) => ({ BR: 'Brasil', AR: 'Argentina' })[code] ?? code,
  jobName: (id) => (id === 'engineer' ? 'Engenheiro(a)' : id),
};
const VALUES = valuesFromGuest(COMPLETE_MAIN);

describe('toSavePayload', () => {
  it('sends the step fields as the API stores them: digits, ISO date, names of the ids', () => {
    const { payload, documentSources } = toSavePayload(
      { ...VALUES, documentNumber: '529.982.247-25', zipCode: '88015-530', jobId: 'engineer' },
      CONTEXT,
    );
    expect(ZSaveGuestRequest.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      name: 'Ana',
      lastName: 'Souza',
      birthdate: '1990-05-04',
      gender: 'female',
      nationality: { id: 'BR', name: 'Brasil' },
      jobId: 'engineer',
      jobName: 'Engenheiro(a)',
      mobilePhone: { countryCode: '55', areaCode: '48', number: '991234567' },
      homePhone: { ddi: '55', ddd: '48', number: '32345678' },
      zipCode: '88015530',
      state: { id: '42', name: 'Santa Catarina' },
      city: { id: '4205407', name: 'Florianópolis' },
      country: { id: 'BR', name: 'Brasil' },
      documents: [{ isMain: true, documentTypeId: 1, documentNumber: '52998224725' }],
    });
    expect(documentSources).toEqual(['documentNumber']);
    expect(payload.optins).toEqual([
      { type: 4, isChecked: false },
      { type: 'email', isChecked: false },
      { type: 'terms', termsType: 1, id: 'use-v1', isChecked: true },
      { type: 'terms', termsType: 2, id: 'privacy-v1', isChecked: true },
    ]);
  });

  it("sends the main document's photo keys with it, never the URLs; the payload rule drops an empty key", () => {
    const values = {
      ...valuesFromGuest(COMPLETE_MAIN),
      documentImages: {
        frontImageKey: 'tenant/guest/documents/front.jpg',
        frontImageUrl: 'blob:http://localhost/preview',
        backImageKey: null,
      },
    };
    const [main] = cleanGuestPayload(toSavePayload(values, CONTEXT).payload).documents ?? [];
    expect(main).toEqual(
      expect.objectContaining({ isMain: true, frontImageKey: 'tenant/guest/documents/front.jpg' }),
    );
    expect(main).not.toHaveProperty('backImageKey');
    expect(JSON.stringify(main)).not.toContain('blob:');
  });

  it('leaves the name out when it is locked, and clears the mobile when it is emptied', () => {
    const { payload } = toSavePayload(
      { ...VALUES, mobileAreaCode: '', mobileNumber: '' },
      { ...CONTEXT, isNameLocked: true },
    );
    expect(payload).not.toHaveProperty('name');
    expect(payload).not.toHaveProperty('lastName');
    expect(cleanGuestPayload(payload)).toHaveProperty('mobilePhone', null);
  });

  it('clears the home phone and the profession when they are emptied', () => {
    const { payload } = toSavePayload({ ...VALUES, homeDdd: '', homeNumber: '', jobId: '' }, CONTEXT);
    expect(cleanGuestPayload(payload)).toMatchObject({
      homePhone: { ddi: '', ddd: '', number: '' },
      jobId: '',
    });
  });

  it('sends a social name only while it is informed, so an unticked box clears it', () => {
    const informed = toSavePayload({ ...VALUES, informSocialName: true, socialName: ' Alex ' }, CONTEXT);
    expect(informed.payload).toMatchObject({ informSocialName: true, socialName: 'Alex' });
    const unticked = toSavePayload({ ...VALUES, informSocialName: false, socialName: 'Alex' }, CONTEXT);
    expect(unticked.payload).toMatchObject({ informSocialName: false, socialName: '' });
  });

  it('sends an address abroad as typed, without ids, and the additional document after the main one', () => {
    const { payload, documentSources } = toSavePayload(
      {
        ...VALUES,
        // Left from the reservation's address: the foreign form shows neither.
        stateId: 'C',
        neighborhood: 'San Nicolás',
        countryId: 'AR',
        zipCode: 'C1425',
        stateName: 'Buenos Aires',
        cityName: 'Palermo',
        documentTypeId: '',
        additionalDocumentTypeId: '3',
        additionalDocumentNumber: ' MG-12.345.678 ',
      },
      CONTEXT,
    );
    expect(cleanGuestPayload(payload)).toMatchObject({
      zipCode: 'C1425',
      state: { name: 'Buenos Aires' },
      city: { name: 'Palermo' },
      country: { id: 'AR', name: 'Argentina' },
      documents: [{ isMain: false, documentTypeId: 3, documentNumber: 'MG-12.345.678' }],
    });
    expect(documentSources).toEqual(['additionalDocumentNumber']);
    expect(payload).toMatchObject({ state: { id: '' }, city: { id: '' }, neighborhood: '' });
  });

  it('sends the sides the guest erased, and tells a change of the saved photos', () => {
    const saved = {
      ...VALUES,
      documentImages: { frontImageKey: 'f', backImageKey: 'b', frontImageUrl: 'u1', backImageUrl: 'u2' },
    };
    const erased = {
      ...saved,
      documentImages: { ...saved.documentImages, backImageKey: null, erasedSides: ['back' as const] },
    };
    const { payload } = toSavePayload(erased, CONTEXT);
    expect(ZSaveGuestRequest.safeParse(payload).success).toBe(true);
    expect(payload.documents?.[0]).toMatchObject({ frontImageKey: 'f', erasedSides: ['back'] });
    expect(toSavePayload(saved, CONTEXT).payload.documents?.[0]).not.toHaveProperty('erasedSides');
    expect(hasNewDocumentPhotos(saved, saved)).toBe(false);
    expect(hasNewDocumentPhotos(erased, saved)).toBe(true);
    const replaced = { ...saved, documentImages: { ...saved.documentImages, frontImageKey: 'f2' } };
    expect(hasNewDocumentPhotos(replaced, saved)).toBe(true);
  });
});
