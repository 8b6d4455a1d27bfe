import { useTranslation } from 'react-i18next';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { formatDate } from '../../../lib/dates.ts';
import { readOptins } from '@hospedar/contracts/guests/optins';
import type { TSummaryGroup } from './summary-types.ts';
import { useFieldRow } from './use-field-row.ts';

/**
 * The guest's choices the hotel receives with the form: the two opt-ins and the acceptance of the terms
 * of use and privacy policy, with the day it was recorded (decision 37).
 */
export function useConsentGroup(guest: TGuest): TSummaryGroup {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'confirmation' });
  const row = useFieldRow();
  const choices = readOptins(guest.optins);
  const yesNo = (isChosen: boolean) => (isChosen ? t('yes') : t('no'));
  const acceptedAt = guest.termsAcceptance.find((entry) => entry.isChecked && entry.acceptedAt)?.acceptedAt;
  const terms = choices.terms
    ? acceptedAt
      ? t('acceptedOn', { date: formatDate(acceptedAt.slice(0, 10)) })
      : t('accepted')
    : t('notAccepted');
  return {
    id: 'consent',
    title: t('groups.consent'),
    step: 'personal-info',
    section: 'pi-consent-section',
    rows: [
      row('messagingApp', yesNo(choices.messagingApp)),
      row('emailOffers', yesNo(choices.email)),
      row('terms', terms),
    ],
  };
}
