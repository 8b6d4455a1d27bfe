import 'i18next';
import type common from '../locales/en-US/common.json';
import type errors from '../locales/en-US/errors.json';
import type guestErrors from '../locales/en-US/guest-errors.json';
import type search from '../locales/en-US/search.json';
import type verification from '../locales/en-US/verification.json';
import type shell from '../locales/en-US/shell.json';
import type welcome from '../locales/en-US/welcome.json';
import type validation from '../locales/en-US/validation.json';
import type guests from '../locales/en-US/guests.json';
import type guestFlow from '../locales/en-US/guest-flow.json';
import type personalInfo from '../locales/en-US/personal-info.json';
import type documents from '../locales/en-US/documents.json';
import type about from '../locales/en-US/about.json';
import type pinCeiling from '../locales/en-US/pin-ceiling.json';
import type accommodation from '../locales/en-US/accommodation.json';
import type checkout from '../locales/en-US/checkout.json';
import type terms from '../locales/en-US/terms.json';
import type rating from '../locales/en-US/rating.json';
import type notification from '../locales/en-US/notification.json';
import type payment from '../locales/en-US/payment.json';
import type passkeys from '../locales/en-US/passkeys.json';
import type face from '../locales/en-US/face.json';
import type consoleTexts from '../locales/en-US/console.json';

/** Translation keys are typed from the en-US JSON, the source of keys (as excalidraw does). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      'guest-errors': typeof guestErrors;
      shell: typeof shell;
      welcome: typeof welcome;
      search: typeof search;
      verification: typeof verification;
      validation: typeof validation;
      guests: typeof guests;
      'guest-flow': typeof guestFlow;
      'personal-info': typeof personalInfo;
      documents: typeof documents;
      about: typeof about;
      'pin-ceiling': typeof pinCeiling;
      accommodation: typeof accommodation;
      checkout: typeof checkout;
      terms: typeof terms;
      rating: typeof rating;
      notification: typeof notification;
      payment: typeof payment;
      passkeys: typeof passkeys;
      face: typeof face;
      /** The staff console's own texts (decision 198), loaded only by console.html. */
      console: typeof consoleTexts;
    };
  }
}
