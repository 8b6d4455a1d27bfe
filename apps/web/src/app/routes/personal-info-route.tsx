import { useCallback } from 'react';
import { Navigate } from 'react-router';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { useGuestRecord } from '../../features/guest-flow/guest-record.ts';
import { useSaveGuest } from '../../lib/guest-record/use-save-guest.ts';
import { useFinalizeGuest } from '../../features/guest-flow/use-finalize-guest.ts';
import { PersonalInfoPage } from '../../features/guest-flow/personal-info/personal-info-page.tsx';
import { TermsLinks } from '../../features/terms/terms-links.tsx';
import { useEditedGuest } from '../../lib/edited-guest.ts';
import { useGuestState } from '../../lib/guest-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { renderDocumentImages } from './document-images-slot.tsx';

const renderTermsLinks = () => <TermsLinks variant="consent" />;

/**
 * '/reservation/personal-info': the app joins the guest flow's shared record of the edited guest
 * (features/guest-flow) to the personal-info screen, since one feature does not import another.
 */
export function PersonalInfoRoute() {
  const edited = useEditedGuest();
  const { clientId } = useGuestState();
  const guestId = edited?.guestId ?? clientId;
  const { state, reload } = useGuestRecord(guestId);
  const reservationId = state.status === 'ready' ? state.client.reservation.id : null;
  const { finalize } = useFinalizeGuest(guestId, reservationId);
  const { mutateAsync: saveGuest } = useSaveGuest();
  const save = useCallback(
    (patch: TSaveGuestRequest) => {
      if (!guestId) return Promise.reject(new Error('No guest is being edited'));
      return saveGuest({ guestId, patch });
    },
    [guestId, saveGuest],
  );
  const onFinalize = useCallback(() => finalize(), [finalize]);
  if (!guestId) return <Navigate to={PATHS.home} replace />;
  return (
    <PersonalInfoPage
      guestId={guestId}
      record={state}
      onReload={reload}
      onSave={save}
      onFinalize={onFinalize}
      actionType={edited?.actionType ?? 'edit'}
      renderDocumentImages={renderDocumentImages}
      renderTermsLinks={renderTermsLinks}
    />
  );
}
