import { ZAdditionalDataConfig, type TAdditionalDataConfig } from '@hospedar/contracts/tenant/company-config';
import {
  ZAdditionalDataSettings,
  type TAdditionalDataSettings,
} from '@hospedar/contracts/console/settings-additional-data';
import type { SettingsSection } from './section.ts';
import { stepsOf } from './steps-section.ts';

const STEP_ID = 'dados-adicionais';
const NOTHING_ASKED: TAdditionalDataConfig = {
  origin: false,
  destination: false,
  transportType: false,
  travelReason: false,
  extraFields: [],
};

/**
 * The additional-data step's trip data and the hotel's own questions (decision 231). A hotel without the
 * step gets it, switched on, with its first question; switching the step is the `steps` section's.
 */
export const additionalDataSection: SettingsSection<TAdditionalDataSettings> = {
  name: 'additional-data',
  schema: ZAdditionalDataSettings,
  // A hotel set up before the console (seed, CLI) may hold a field the console's rules would refuse:
  // the owner reads it and fixes it on the next save.
  readSchema: ZAdditionalDataConfig,
  read: (row) => {
    const step = stepsOf(row.stepsConfig).find((candidate) => candidate.id === STEP_ID);
    return step?.fields?.[0]?.additionalData ?? NOTHING_ASKED;
  },
  write: (value, row) => {
    const steps = stepsOf(row.stepsConfig);
    const fields = [{ additionalData: value }];
    const stepsConfig = steps.some((step) => step.id === STEP_ID)
      ? steps.map((step) => (step.id === STEP_ID ? { ...step, fields } : step))
      : [...steps, { id: STEP_ID, enabled: true, fields }];
    return { stepsConfig };
  },
};
