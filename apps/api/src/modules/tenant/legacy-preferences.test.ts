import { describe, expect, it } from 'vitest';
import { ZCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import { COUNTRIES, DOCUMENT_TYPES, JOBS, PURPOSES, TRANSPORT_TYPES } from '../../db/seed/parameters.ts';
import { upgradeStoredParameters, upgradeStoredPreferences } from './legacy-preferences.ts';

const label = (text: string) => ({ 'pt-BR': text });
const DEMO_PARAMETERS = {
  transportTypes: TRANSPORT_TYPES,
  documentTypes: DOCUMENT_TYPES,
  jobs: JOBS,
  purposes: PURPOSES,
  countries: COUNTRIES,
  searchTypes: ['reservation'],
};

describe('preferences stored before decision 85', () => {
  it('reads an old room type as a view when its id names a view, else as a bed type', () => {
    const old = { roomType: 'sea-view', checkinTime: '14:00', floor: 'higher', elevator: null };
    expect(upgradeStoredPreferences(old)).toEqual({
      bedType: null,
      view: 'sea-view',
      checkinTime: '14:00',
      floor: 'higher',
      elevator: null,
    });
    expect(upgradeStoredPreferences({ ...old, roomType: 'double' })).toMatchObject({
      bedType: 'double',
      view: null,
    });
    expect(upgradeStoredPreferences({ ...old, roomType: null })).toMatchObject({ bedType: null, view: null });
  });

  it('leaves new preferences and anything unreadable as they are', () => {
    const current = { bedType: 'twin', view: 'garden-view', checkinTime: null, floor: null, elevator: 'far' };
    expect(upgradeStoredPreferences(current)).toBe(current);
    expect(upgradeStoredPreferences(null)).toBeNull();
    expect(upgradeStoredPreferences('x')).toBe('x');
  });

  it('splits an old list of room types into bed types and views, so the hotel’s configuration still reads', () => {
    const old = {
      ...DEMO_PARAMETERS,
      accommodation: {
        roomTypes: [
          { id: 'double', label: label('Casal') },
          { id: 'sea-view', label: label('Vista para o mar') },
          { id: 'twin', label: label('Solteiro') },
        ],
        checkinTimes: ['14:00'],
        askFloor: true,
        askElevator: false,
      },
    };
    const read = ZCompanyParameters.parse(upgradeStoredParameters(old));
    expect(read.accommodation).toEqual({
      bedTypes: [
        { id: 'double', label: label('Casal') },
        { id: 'twin', label: label('Solteiro') },
      ],
      views: [{ id: 'sea-view', label: label('Vista para o mar') }],
      checkinTimes: ['14:00'],
      askFloor: true,
      askElevator: false,
    });
    expect(upgradeStoredParameters(DEMO_PARAMETERS)).toBe(DEMO_PARAMETERS);
    const current = { ...DEMO_PARAMETERS, accommodation: read.accommodation };
    expect(upgradeStoredParameters(current)).toBe(current);
  });
});
