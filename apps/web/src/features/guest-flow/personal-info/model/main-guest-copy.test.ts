import { describe, expect, it } from 'vitest';
import { COMPLETE_MAIN } from '../test-kit/fixtures.ts';
import { clearMainGuestData, copyMainGuestData } from './main-guest-copy.ts';
import { EMPTY_VALUES } from './values.ts';

describe('main guest data copy', () => {
  const minor = {
    ...EMPTY_VALUES,
    name: 'Laura',
    email: 'laura@example.com',
    nationalityId: 'AR',
    countryId: 'AR',
  };

  it('copies nationality, residence, address and home phone, and nothing of the minor’s own', () => {
    const copied = copyMainGuestData(minor, COMPLETE_MAIN);
    expect(copied).toMatchObject({
      useMainGuestData: true,
      nationalityId: 'BR',
      countryId: 'BR',
      zipCode: '88015-530',
      stateId: '42',
      cityName: 'Florianópolis',
      address: 'Rua Bocaiúva',
      addressNumber: '2125',
      addressComplement: 'Apto 804',
      neighborhood: 'Centro',
      homeDdd: '48',
      homeNumber: '32345678',
      name: 'Laura',
      email: 'laura@example.com',
      mobileNumber: '',
    });
  });

  it('clears the common fields when unticked', () => {
    const cleared = clearMainGuestData(copyMainGuestData(minor, COMPLETE_MAIN));
    expect(cleared).toEqual({ ...minor, nationalityId: 'BR', countryId: 'BR', useMainGuestData: false });
  });
});
