import { describe, expect, it } from 'vitest';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { buildGuestFlow, lastFormStepIndex } from './build-guest-flow.ts';
import { listedSteps } from './steps.ts';
import type { TStepDefinition } from './steps.ts';

type TCompany = Pick<TCompanyConfig, 'stepsConfig' | 'rules'>;

const rules: TCompany['rules'] = {
  signatureRequired: true,
  warrantyRequired: false,
  notifyCompanionsEnabled: true,
  shareWithGuestsEnabled: true,
  onlineServicesEnabled: true,
  checkoutEnabled: true,
  pinLength: 5,
  documentImagesRequired: false,
  precheckinOpensDaysBefore: null,
  changesAfterFinishDaysBeforeCheckin: null,
  zipNetworkLookup: false,
};

const tripData = {
  origin: true,
  destination: false,
  transportType: false,
  travelReason: false,
  extraFields: [],
};
const noTripData = { ...tripData, origin: false };

function company(overrides: Partial<TCompany> = {}): TCompany {
  return {
    rules,
    stepsConfig: [
      { id: 'informacao-pessoal', enabled: true },
      { id: 'dados-adicionais', enabled: true, fields: [{ additionalData: tripData }] },
    ],
    ...overrides,
  };
}

const adult = { isChild: false, masterGuest: false, hasOrder: false };
const names = (steps: TStepDefinition[]) => listedSteps(steps).map((s) => s.name);

describe('buildGuestFlow', () => {
  it.each([
    [
      'an adult companion',
      adult,
      company(),
      ['personal-info', 'additional-data', 'confirmation', 'signature'],
    ],
    [
      'a child, who does not sign',
      { ...adult, isChild: true },
      company(),
      ['personal-info', 'additional-data', 'confirmation'],
    ],
    [
      'a hotel that asks no trip data',
      adult,
      company({
        stepsConfig: [{ id: 'dados-adicionais', enabled: true, fields: [{ additionalData: noTripData }] }],
      }),
      ['personal-info', 'confirmation', 'signature'],
    ],
    [
      'a hotel whose additional-data step is off',
      adult,
      company({
        stepsConfig: [{ id: 'dados-adicionais', enabled: false, fields: [{ additionalData: tripData }] }],
      }),
      ['personal-info', 'confirmation', 'signature'],
    ],
    [
      'a hotel that requires no signature',
      adult,
      company({ rules: { ...rules, signatureRequired: false } }),
      ['personal-info', 'additional-data', 'confirmation'],
    ],
    [
      'a hotel that asks extra fields only',
      adult,
      company({
        stepsConfig: [
          {
            id: 'dados-adicionais',
            enabled: true,
            fields: [
              {
                additionalData: {
                  ...noTripData,
                  extraFields: [{ key: 'plate', label: { 'pt-BR': 'Placa' }, kind: 'text', required: false }],
                },
              },
            ],
          },
        ],
        rules: { ...rules, signatureRequired: false },
      }),
      ['personal-info', 'additional-data', 'confirmation'],
    ],
    [
      'a companion with an order: no warranty',
      { ...adult, hasOrder: true },
      company(),
      ['personal-info', 'additional-data', 'confirmation', 'signature'],
    ],
    [
      'the main guest with an order',
      { ...adult, masterGuest: true, hasOrder: true },
      company(),
      ['personal-info', 'additional-data', 'confirmation', 'signature', 'warranty'],
    ],
  ])('%s', (_label, subject, hotel, expected) => {
    expect(names(buildGuestFlow(hotel, subject))).toEqual(expected);
  });

  it('keeps the extra steps reachable without listing them', () => {
    const steps = buildGuestFlow(company(), adult).map((s) => s.name);
    expect(steps).toContain('forgot-address');
    expect(steps).toContain('forgot-address-results');
  });

  it('has the accommodation preferences, unlisted, for the main guest of a hotel that enables them', () => {
    const withPreferences = company({
      stepsConfig: [...company().stepsConfig, { id: 'preferencia-de-acomodacao', enabled: true }],
    });
    const main = { ...adult, masterGuest: true };
    const all = (hotel: TCompany, subject: typeof adult) => buildGuestFlow(hotel, subject).map((s) => s.name);
    expect(all(withPreferences, main)).toContain('accommodation');
    expect(names(buildGuestFlow(withPreferences, main))).not.toContain('accommodation');
    expect(all(withPreferences, adult)).not.toContain('accommodation');
    expect(all(withPreferences, { ...main, isChild: true, masterGuest: false })).not.toContain(
      'accommodation',
    );
    expect(all(company(), main)).not.toContain('accommodation');
  });

  it('finalizes the form on the step before the warranty (spec section 4: sign, then pay)', () => {
    const main = { ...adult, masterGuest: true, hasOrder: true };
    const listed = listedSteps(buildGuestFlow(company(), main));
    expect(listed[lastFormStepIndex(listed)]?.name).toBe('signature');
    const noSignature = company({ rules: { ...rules, signatureRequired: false } });
    const mainAtMarAzul = listedSteps(buildGuestFlow(noSignature, main));
    expect(mainAtMarAzul[lastFormStepIndex(mainAtMarAzul)]?.name).toBe('confirmation');
    const companion = listedSteps(buildGuestFlow(company(), adult));
    expect(lastFormStepIndex(companion)).toBe(companion.length - 1);
  });
});
