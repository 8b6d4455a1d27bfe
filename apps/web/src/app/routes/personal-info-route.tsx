import { DocumentImagesField } from '../../features/documents/index.ts';
import { PersonalInfoPage } from '../../features/guest-flow/personal-info/personal-info-page.tsx';
import type { TPersonalInfoSlots } from '../../features/guest-flow/personal-info/personal-info-types.ts';
import { TermsLinks } from '../../features/terms/terms-links.tsx';

/**
 * The personal-info step draws the main document's photos (the documents feature) and the terms' buttons
 * (the terms feature): the app joins them, since one feature does not import another.
 */
const PERSONAL_INFO_SLOTS: TPersonalInfoSlots = {
  renderDocumentImages: (props) => <DocumentImagesField {...props} />,
  renderTermsLinks: () => <TermsLinks variant="consent" />,
};

/** '/reservation/personal-info', a step of the guest flow. */
export function PersonalInfoRoute() {
  return <PersonalInfoPage {...PERSONAL_INFO_SLOTS} />;
}
