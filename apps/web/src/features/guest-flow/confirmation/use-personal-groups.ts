import { useTranslation } from 'react-i18next';
import { GENDERS } from '@hospedar/contracts/constants';
import { hasBrazilianAddress } from '@hospedar/contracts/guests/form-shape';
import type { TGender } from '@hospedar/contracts/constants';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import { formatDate } from '../../../lib/dates.ts';
import { useCountryName } from '../../../lib/geo/country-name.ts';
import { localize } from '../../../lib/tenant/localize.ts';
import { useLanguage } from '../use-language.ts';
import {
  formatDocumentNumber,
  formatZipCode,
  homePhoneOf,
  mobilePhoneOf,
} from '@hospedar/contracts/guests/display-format';
import type { TSummaryGroup, TSummaryImage } from './summary-types.ts';
import { useFieldRow } from './use-field-row.ts';

const isGender = (value: string | null): value is TGender => GENDERS.some((gender) => gender === value);

/**
 * The answers of the personal-info step in four groups (personal data, document, contact, address),
 * written for people: DD/MM/YYYY, names of countries, labels of gender and document type, masked CPF.
 * Every field the hotel receives is shown, and no row of a field the guest's form does not have.
 */
export function usePersonalGroups(guest: TGuest, jobs: TCompanyParameters['jobs']): TSummaryGroup[] {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'confirmation' });
  const language = useLanguage();
  const countryName = useCountryName(language);
  const row = useFieldRow();
  const job = jobs.find((item) => item.id === guest.jobId);
  const documents = [...guest.documents].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const hasSocialName = guest.informSocialName || Boolean(guest.socialName);
  // The foreign-address form has no neighbourhood; a value the hotel would still receive is shown.
  const hasNeighborhood = hasBrazilianAddress(guest.country.id) || Boolean(guest.neighborhood);

  return [
    {
      id: 'personal',
      title: t('groups.personal'),
      step: 'personal-info',
      section: 'pi-personal-section',
      rows: [
        row('name', guest.name),
        row('lastName', guest.lastName),
        ...(hasSocialName ? [row('socialName', guest.socialName)] : []),
        row('birthdate', formatDate(guest.birthdate)),
        row('gender', isGender(guest.gender) ? t(`genders.${guest.gender}`) : ''),
        row('nationality', countryName(guest.nationality.id) || guest.nationality.name),
        row('profession', job ? localize(job.label, language) : guest.jobName),
        row('guestType', guest.isChild ? t('minor') : t('adult')),
      ],
    },
    {
      id: 'document',
      title: t('groups.document'),
      step: 'personal-info',
      section: 'pi-document-section',
      images: documents.flatMap((document, index) =>
        [
          { id: `front-${index}`, src: document.frontImageUrl, alt: t('photoFront') },
          { id: `back-${index}`, src: document.backImageUrl, alt: t('photoBack') },
        ].filter((image): image is TSummaryImage => Boolean(image.src)),
      ),
      rows:
        documents.length === 0
          ? [row('documentNumber', '')]
          : documents.flatMap((document, index) => [
              { ...row('documentType', t(`documentTypes.${document.documentTypeId}`)), id: `type-${index}` },
              {
                ...row(
                  'documentNumber',
                  formatDocumentNumber(document.documentTypeId, document.documentNumber),
                ),
                id: `number-${index}`,
              },
            ]),
    },
    {
      id: 'contact',
      title: t('groups.contact'),
      step: 'personal-info',
      section: 'pi-contact-section',
      rows: [
        row('email', guest.email),
        row('mobilePhone', mobilePhoneOf(guest)),
        row('homePhone', homePhoneOf(guest)),
      ],
    },
    {
      id: 'address',
      title: t('groups.address'),
      step: 'personal-info',
      section: 'pi-address-section',
      rows: [
        row('zipCode', formatZipCode(guest.zipCode, guest.country.id)),
        row('address', guest.address),
        row('addressNumber', guest.addressNumber),
        row('addressComplement', guest.addressComplement),
        ...(hasNeighborhood ? [row('neighborhood', guest.neighborhood)] : []),
        row('city', guest.city.name || guest.city.id),
        row('state', guest.state.name || guest.state.id),
        row('country', countryName(guest.country.id) || guest.country.name),
      ],
    },
  ];
}
