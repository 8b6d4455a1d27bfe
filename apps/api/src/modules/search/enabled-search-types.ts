import type { TSearchType } from '@hospedar/contracts/constants';
import type { CompanyRow } from '../../db/schema/index.ts';

/** Whether the hotel lets guests search that way ('mail' and 'phone' share one flag). */
export function isSearchTypeEnabled(company: CompanyRow, type: TSearchType): boolean {
  switch (type) {
    case 'reservation':
      return company.enableSearchByReservationNumber;
    case 'document':
      return company.enableSearchByDocument;
    case 'mail':
    case 'phone':
      return company.enableSearchByEmailOrPhoneNumber;
    case 'name':
      return company.enableSearchByName;
    case 'facial_recognition':
      return company.enableSearchByFacialRecognition;
  }
}
