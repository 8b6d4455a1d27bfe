import { LANGUAGES, type TLanguage } from '@hospedar/contracts/constants';
import {
  ZCompanyParameters,
  ZCompanyRules,
  ZHotel,
  ZStepConfig,
  ZWelcomeRules,
  type TCompanyConfig,
} from '@hospedar/contracts/tenant/company-config';
import { parseTenantTheme } from '@hospedar/contracts/tenant/theme';
import { z } from 'zod';
import { isValidTimeZone } from '../../clock.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { deepFreeze } from './deep-freeze.ts';
import { upgradeStoredParameters } from './legacy-preferences.ts';

const FALLBACK_TIME_ZONE = 'America/Sao_Paulo';

function supportedLanguages(stored: string[]): TLanguage[] {
  const languages = stored.filter((lang): lang is TLanguage =>
    (LANGUAGES as readonly string[]).includes(lang),
  );
  return languages.length > 0 ? languages : ['pt-BR'];
}

/** The hotel's IANA time zone, or São Paulo's when the stored one is not a valid zone. */
export function companyTimeZone(row: Pick<CompanyRow, 'timeZone'>): string {
  return isValidTimeZone(row.timeZone) ? row.timeZone : FALLBACK_TIME_ZONE;
}

/** The configurations of the rows the hotels' memory shares (frozen), made once each (decision 270). */
const configOfKeptRow = new WeakMap<CompanyRow, TCompanyConfig>();

/**
 * Maps a companies row to the public configuration. The theme is parsed field by field (a bad
 * value takes the default); the other jsonb columns must match their schema, or it is a bug. A row kept
 * in memory (frozen, company-cache.ts) is parsed once, and its configuration is frozen too.
 */
export function toCompanyConfig(row: CompanyRow): TCompanyConfig {
  if (!Object.isFrozen(row)) return parseCompanyConfig(row);
  let config = configOfKeptRow.get(row);
  if (!config) {
    config = deepFreeze(parseCompanyConfig(row));
    configOfKeptRow.set(row, config);
  }
  return config;
}

function parseCompanyConfig(row: CompanyRow): TCompanyConfig {
  return {
    companyId: row.id,
    name: row.name,
    groupId: row.groupId,
    groupOrCompany: row.groupOrCompany,
    rules: ZCompanyRules.parse(row.rules),
    welcomeRules: ZWelcomeRules.parse(row.welcomeRules),
    terms: { use: row.termsOfUseVersion, privacy: row.privacyPolicyVersion },
    hotel: { ...ZHotel.parse(row.hotel), subdomain: row.subdomain },
    stepsConfig: z.array(ZStepConfig).parse(row.stepsConfig),
    theme: parseTenantTheme(row.theme),
    languages: supportedLanguages(row.languages),
    parameters: ZCompanyParameters.parse(upgradeStoredParameters(row.parameters)),
    personalization: {
      poweredByVisible: z
        .object({ poweredByVisible: z.boolean() })
        .catch({ poweredByVisible: true })
        .parse(row.personalization).poweredByVisible,
    },
    searchFlags: {
      enableSearchByReservationNumber: row.enableSearchByReservationNumber,
      enableSearchByDocument: row.enableSearchByDocument,
      enableSearchByEmailOrPhoneNumber: row.enableSearchByEmailOrPhoneNumber,
      enableSearchByName: row.enableSearchByName,
      enableSearchByFacialRecognition: row.enableSearchByFacialRecognition,
    },
    newPortalEnabled: row.newPortalEnabled,
    legacyUrl: row.legacyUrl,
    timeZone: companyTimeZone(row),
  };
}
