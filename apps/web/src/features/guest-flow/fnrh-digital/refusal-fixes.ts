import type { TFnrhDigitalRefusal } from '@hospedar/contracts/fnrh-digital/registration';

/** Where the guest fixes a refusal: a group of the confirmation (its title) and its section of the form. */
export type TRefusalFix = { group: 'personal' | 'document' | 'address'; section: string };

/**
 * The personal-info section that fixes each reason. A minor's guardian is the main guest's own form,
 * not this flow's: that reason has no link, its text says whose form it is.
 */
export const REFUSAL_FIXES: Record<TFnrhDigitalRefusal, TRefusalFix | null> = {
  'no-accepted-document': { group: 'document', section: 'pi-document-section' },
  'invalid-cpf': { group: 'document', section: 'pi-document-section' },
  'no-birthdate': { group: 'personal', section: 'pi-personal-section' },
  'no-nationality': { group: 'personal', section: 'pi-personal-section' },
  'no-name': { group: 'personal', section: 'pi-personal-section' },
  'no-country-of-residence': { group: 'address', section: 'pi-address-section' },
  'no-ibge-city': { group: 'address', section: 'pi-address-section' },
  'minor-without-guardian': null,
};
