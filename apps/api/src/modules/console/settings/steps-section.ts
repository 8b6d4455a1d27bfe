import { z } from 'zod';
import { ZCompanyRules, ZStepConfig, type TStepConfig } from '@hospedar/contracts/tenant/company-config';
import type { TStepId } from '@hospedar/contracts/constants';
import { ZStepsSettings, type TStepsSettings } from '@hospedar/contracts/console/settings-steps';
import type { SettingsSection } from './section.ts';

const EMPTY_ADDITIONAL_DATA = {
  origin: false,
  destination: false,
  transportType: false,
  travelReason: false,
  extraFields: [],
};

export const stepsOf = (stepsConfig: unknown): TStepConfig[] => z.array(ZStepConfig).parse(stepsConfig);

const isOn = (steps: readonly TStepConfig[], id: TStepId) =>
  steps.some((step) => step.id === id && step.enabled);

/** The steps with `id` switched; a step the hotel never listed is added only when switched on. */
export function withStep(steps: readonly TStepConfig[], id: TStepId, enabled: boolean): TStepConfig[] {
  if (steps.some((step) => step.id === id)) {
    return steps.map((step) => (step.id === id ? { ...step, enabled } : step));
  }
  if (!enabled) return [...steps];
  const added: TStepConfig =
    id === 'dados-adicionais'
      ? { id, enabled, fields: [{ additionalData: EMPTY_ADDITIONAL_DATA }] }
      : { id, enabled };
  return [...steps, added];
}

/**
 * The optional steps and the rules that add one (decision 230). The signature is one switch: the portal
 * asks it when rules.signatureRequired or the 'assinatura' step is on, so both are written together.
 */
export const stepsSection: SettingsSection<TStepsSettings> = {
  name: 'steps',
  schema: ZStepsSettings,
  read: (row) => {
    const steps = stepsOf(row.stepsConfig);
    const rules = ZCompanyRules.parse(row.rules);
    return {
      onboarding: isOn(steps, 'onboarding'),
      accommodationPreferences: isOn(steps, 'preferencia-de-acomodacao'),
      additionalData: isOn(steps, 'dados-adicionais'),
      signatureRequired: rules.signatureRequired || isOn(steps, 'assinatura'),
      documentImagesRequired: rules.documentImagesRequired,
    };
  },
  write: (value, row) => {
    let steps = stepsOf(row.stepsConfig);
    steps = withStep(steps, 'onboarding', value.onboarding);
    steps = withStep(steps, 'preferencia-de-acomodacao', value.accommodationPreferences);
    steps = withStep(steps, 'dados-adicionais', value.additionalData);
    steps = withStep(steps, 'assinatura', value.signatureRequired);
    const rules = ZCompanyRules.parse(row.rules);
    return {
      stepsConfig: steps,
      rules: {
        ...rules,
        signatureRequired: value.signatureRequired,
        documentImagesRequired: value.documentImagesRequired,
      },
    };
  },
};
