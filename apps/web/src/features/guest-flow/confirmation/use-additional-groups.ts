import { useTranslation } from 'react-i18next';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type {
  TAdditionalDataConfig,
  TCompanyParameters,
  TOption,
} from '@hospedar/contracts/tenant/company-config';
import { localize } from '../../../lib/tenant/localize.ts';
import { useLanguage } from '../use-language.ts';
import { extraAnswer } from '@hospedar/contracts/guests/extra-answer';
import type { TSummaryGroup, TSummaryRow } from './summary-types.ts';
import { useFieldRow } from './use-field-row.ts';
import { usePlaceText } from './use-place-text.ts';

type TParameters = Pick<TCompanyParameters, 'transportTypes' | 'purposes'>;

/** The answers of the additional-data step: the trip data and the hotel's questions it asks for. */
export function useAdditionalGroups(
  guest: TGuest,
  config: TAdditionalDataConfig | null,
  parameters: TParameters,
): TSummaryGroup[] {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'confirmation' });
  const language = useLanguage();
  const row = useFieldRow();
  const places = usePlaceText(guest, language);
  if (!config) return [];
  const option = (options: readonly TOption[], id: string | null) => {
    const found = options.find((item) => item.id === id);
    return found ? localize(found.label, language) : id;
  };

  const trip: TSummaryRow[] = [
    ...(config.origin ? [row('origin', places.arrivingFrom)] : []),
    ...(config.destination ? [row('destination', places.nextDestination)] : []),
    ...(config.transportType ? [row('transport', option(parameters.transportTypes, guest.arrivingBy))] : []),
    ...(config.travelReason ? [row('reason', option(parameters.purposes, guest.purposeTrip))] : []),
  ];
  // A field that repeats another (sameAs) is a check of the typing, not an answer of its own.
  const extra: TSummaryRow[] = config.extraFields
    .filter((field) => !field.sameAs)
    .map((field) => ({
      id: `extra-${field.key}`,
      label: localize(field.label, language) || field.key,
      value: extraAnswer(field, guest.additionalData[field.key], { language, yes: t('yes'), no: t('no') }),
    }));

  const groups: TSummaryGroup[] = [];
  if (trip.length > 0)
    groups.push({ id: 'trip', title: t('groups.trip'), step: 'additional-data', rows: trip });
  if (extra.length > 0)
    groups.push({ id: 'extra', title: t('groups.extra'), step: 'additional-data', rows: extra });
  return groups;
}
