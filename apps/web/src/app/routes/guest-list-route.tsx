import { GuestListPage } from '../../features/guests/guest-list-page.tsx';
import { OnboardingGate } from '../../features/onboarding/onboarding-gate.tsx';
import { PasskeyOfferSlot } from '../../features/verification/passkey-offer-slot.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';
import { RatingOffer } from '../../features/rating/rating-offer.tsx';
import { TermsLinks } from '../../features/terms/terms-links.tsx';
import { useGuestState } from '../../lib/guest-session.ts';
import { useTrackArrival } from '../../lib/use-track-arrival.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import type { TRenderAfterFinish } from '../../features/guests/guest-list-slots.ts';
import { renderGuestPhotoAction } from './guest-photo-action.tsx';
import { NOTIFICATION_SLOTS } from './notification-slots.tsx';

const renderRatingOffer: TRenderAfterFinish = (input) => <RatingOffer {...input} />;

/**
 * '/home': the guest list, with the cards' photo action drawn by the documents feature (the app joins
 * the two, since one feature does not import another), the main guest's share button, the onboarding
 * modal on a first visit, the passkey offer after a PIN (decision 117), the rating offer under the
 * finished list and the terms links in the footer (once the list has arrived).
 */
export function GuestListRoute() {
  const { masterGuest } = useGuestState();
  useTrackArrival();
  const company = useTenant().initial?.company;
  const hotelName = company?.hotel.name ?? '';
  return (
    <>
      <PasskeyOfferSlot />
      <GuestListPage
        renderPhotoAction={renderGuestPhotoAction}
        renderAfterFinish={renderRatingOffer}
        notification={company?.rules.notifyCompanionsEnabled ? NOTIFICATION_SLOTS : undefined}
        footer={<TermsLinks variant="footer" />}
      />
      {masterGuest ? <ShareButton hotelName={hotelName} /> : null}
      <OnboardingGate />
    </>
  );
}
