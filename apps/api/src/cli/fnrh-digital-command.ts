import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FNRH_DIGITAL_FIELD_KEYS, fnrhDigitalFormFields } from '@hospedar/contracts/fnrh-digital/form-fields';
import {
  ZFnrhDigitalSettingsInput,
  ZFnrhDigitalSettingsInputOutsideProduction,
  type TFnrhDigitalSettingsInput,
} from '@hospedar/contracts/fnrh-digital/registration';
import { ZStepConfig, type TStepConfig } from '@hospedar/contracts/tenant/company-config';
import { companies } from '../db/schema/index.ts';
import { createFnrhDigitalRepository } from '../modules/fnrh-digital/repository.ts';
import { FNRH_SANDBOX_PREFIX } from '../modules/fnrh-digital-sandbox/module.ts';
import type { CliContext } from './cli-context.ts';
import { CliInputError, issueMessage, jsonPath } from './cli-input-error.ts';
import { findHotel } from './find-hotel.ts';
import { parseJsonText } from './parse-json-text.ts';
import { readInputFile } from './read-input-file.ts';

const RESERVED_KEYS = new Set<string>(Object.values(FNRH_DIGITAL_FIELD_KEYS));

/**
 * The settings a JSON text holds, checked by the contract: https only in production; outside it, also
 * http on this machine (a contract server of one's own, decision 180). Every refused field is named.
 */
export function parseFnrhDigitalSettings(
  text: string,
  fileName: string,
  { isProduction }: { isProduction: boolean },
): TFnrhDigitalSettingsInput {
  const schema = isProduction ? ZFnrhDigitalSettingsInput : ZFnrhDigitalSettingsInputOutsideProduction;
  const parsed = schema.safeParse(parseJsonText(text, fileName));
  if (!parsed.success) {
    throw new CliInputError(
      `${fileName} is not valid FNRH Digital settings.`,
      parsed.error.issues.map((issue) => ({ where: jsonPath(issue.path), message: issueMessage(issue) })),
    );
  }
  return parsed.data;
}

/**
 * The hotel's steps with FNRH Digital's optional questions (race or colour, disability and its type,
 * decision 156) in its 'dados-adicionais' step when asked, and without them when not: added after the
 * hotel's own fields (a step of their own when the hotel has none), the hotel's fields left alone.
 */
export function withFnrhDigitalQuestions(steps: TStepConfig[], isAsked: boolean): TStepConfig[] {
  const questions = fnrhDigitalFormFields();
  const index = steps.findIndex((step) => step.id === 'dados-adicionais');
  if (index < 0) {
    if (!isAsked) return steps;
    const additionalData = {
      origin: false,
      destination: false,
      transportType: false,
      travelReason: false,
      extraFields: questions,
    };
    return [...steps, { id: 'dados-adicionais', enabled: true, fields: [{ additionalData }] }];
  }
  return steps.map((step, position) => {
    if (position !== index) return step;
    const [first, ...others] = step.fields ?? [];
    const config = first?.additionalData ?? {
      origin: false,
      destination: false,
      transportType: false,
      travelReason: false,
      extraFields: [],
    };
    const own = config.extraFields.filter((field) => !RESERVED_KEYS.has(field.key));
    const extraFields = isAsked ? [...own, ...questions] : own;
    return {
      ...step,
      enabled: isAsked ? true : step.enabled,
      fields: [{ additionalData: { ...config, extraFields } }, ...others],
    };
  });
}

/**
 * `npm run hotel -- fnrh-digital <hotel> <settings.json>` (decision 180): the hotel's FNRH Digital
 * settings (decision 153), written whole; with `askRaceAndDisability` the form asks the optional
 * questions. The API key is never printed.
 */
export async function fnrhDigitalCommand(
  { db, clock, output }: CliContext,
  hotel: string,
  filePath: string,
  { isProduction }: { isProduction: boolean },
): Promise<TFnrhDigitalSettingsInput> {
  const fileName = path.basename(filePath);
  const settings = parseFnrhDigitalSettings(await readInputFile(filePath), fileName, { isProduction });
  const company = await findHotel(db, hotel);
  const currentSteps = ZStepConfig.array().parse(company.stepsConfig);
  const stepsConfig = withFnrhDigitalQuestions(currentSteps, settings.askRaceAndDisability);
  await db.transaction(async (tx) => {
    await createFnrhDigitalRepository(tx).saveSettings(company.id, settings, { clock });
    if (JSON.stringify(stepsConfig) !== JSON.stringify(currentSteps)) {
      await tx.update(companies).set({ stepsConfig, updatedAt: clock() }).where(eq(companies.id, company.id));
    }
  });
  const target = settings.baseUrl ?? `the local contract server (${FNRH_SANDBOX_PREFIX})`;
  output.info(
    `FNRH Digital ${settings.isEnabled ? 'enabled' : 'disabled'} for ${company.subdomain}: user ${settings.username}, sent to ${target}.`,
  );
  output.info(
    settings.askRaceAndDisability
      ? 'The form asks race or colour and disability (optional questions of the additional data step).'
      : 'The form does not ask race or colour nor disability.',
  );
  return settings;
}
