import type { TFieldKey } from './fields.ts';

/** The element each field's message points to, and which takes the focus from the error summary. */
export const FIELD_INPUT_ID: Record<TFieldKey, string> = {
  name: 'pi-name',
  lastName: 'pi-last-name',
  socialName: 'pi-social-name',
  birthdate: 'pi-birth-day',
  gender: 'pi-gender-male',
  nationality: 'pi-nationality',
  job: 'pi-job',
  documentType: 'pi-document-type',
  documentNumber: 'pi-document-number',
  documentImages: 'pi-document-images',
  additionalDocumentType: 'pi-additional-document-type',
  additionalDocumentNumber: 'pi-additional-document-number',
  email: 'pi-email',
  mobilePhone: 'pi-mobile-area',
  homePhone: 'pi-home-area',
  country: 'pi-country',
  zipCode: 'pi-zip-code',
  state: 'pi-state',
  city: 'pi-city',
  address: 'pi-address',
  addressNumber: 'pi-address-number',
  addressComplement: 'pi-address-complement',
  neighborhood: 'pi-neighborhood',
  terms: 'pi-accept-terms',
};
