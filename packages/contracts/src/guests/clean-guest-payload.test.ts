import { describe, expect, it } from 'vitest';
import { cleanGuestPayload } from './clean-guest-payload.ts';

describe('cleanGuestPayload', () => {
  it('drops empty strings and nulls', () => {
    expect(cleanGuestPayload({ name: 'Ana', email: '', socialName: null, vip: false, zipCode: '0' })).toEqual(
      {
        name: 'Ana',
        vip: false,
        zipCode: '0',
      },
    );
  });

  it('keeps jobId and the home phone fields, which may be cleared', () => {
    expect(cleanGuestPayload({ jobId: null, homePhone: { ddi: '', ddd: null, number: '' } })).toEqual({
      jobId: null,
      homePhone: { ddi: '', ddd: null, number: '' },
    });
    expect(cleanGuestPayload({ jobId: '' })).toEqual({ jobId: '' });
  });

  it('drops blanks inside nested objects and objects left empty', () => {
    expect(
      cleanGuestPayload({
        state: { id: '42', name: '' },
        city: { id: null, name: '' },
      }),
    ).toEqual({ state: { id: '42' } });
  });

  it('keeps the blanks of optional fields a guest may clear (mobile phone, trip answers)', () => {
    const cleared = {
      mobilePhone: null,
      purposeTrip: '',
      arrivingBy: '',
      arrivingFrom: { country: '', state: '', city: '' },
      nextDestination: null,
    };
    expect(cleanGuestPayload(cleared)).toEqual(cleared);
  });

  it('keeps arrays and does not change its input', () => {
    const input = { documents: [], optins: [{ type: 4 }], email: '' };
    const copy = JSON.parse(JSON.stringify(input)) as typeof input;
    expect(cleanGuestPayload(input)).toEqual({ documents: [], optins: [{ type: 4 }] });
    expect(input).toEqual(copy);
  });

  it('drops empty image keys of each document and an empty photo key, keeping the rest', () => {
    expect(
      cleanGuestPayload({
        photoId: '',
        documents: [
          {
            isMain: true,
            documentTypeId: 1,
            documentNumber: '1',
            frontImageKey: 'k/f.jpg',
            backImageKey: '',
          },
          { isMain: false, documentTypeId: 4, documentNumber: '2', frontImageKey: null, backImageKey: null },
        ],
      }),
    ).toEqual({
      documents: [
        { isMain: true, documentTypeId: 1, documentNumber: '1', frontImageKey: 'k/f.jpg' },
        { isMain: false, documentTypeId: 4, documentNumber: '2' },
      ],
    });
    expect(cleanGuestPayload({ photoId: 'a/b/photo/c.jpg' })).toEqual({ photoId: 'a/b/photo/c.jpg' });
  });
});
