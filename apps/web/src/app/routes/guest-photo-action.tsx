import { useTranslation } from 'react-i18next';
import { notifications } from '../../components/notifications/notification-store.ts';
import { AvatarPhotoButton } from '../../features/documents/index.ts';
import { useSaveGuest } from '../../lib/guest-record/use-save-guest.ts';
import type { TGuestPhotoActionProps, TRenderPhotoAction } from '../../features/guests/guest-photos.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';

/**
 * A guest card's photo action: the documents feature uploads the photo, then its key is saved on the
 * guest ({ photoId }) through the guest flow's record, which stays in step. The card shows the preview at
 * once; a failed save is told in a red notification, and the card goes back to the previous photo.
 */
export function GuestPhotoAction({ guestId, name, onPhotoChange }: TGuestPhotoActionProps) {
  const { t } = useTranslation('guests');
  const errorText = useErrorText();
  const { mutateAsync: saveGuest } = useSaveGuest();
  return (
    <AvatarPhotoButton
      guestId={guestId}
      name={name}
      onChange={({ photoId, previewUrl }) => {
        const saved = saveGuest({ guestId, patch: { photoId } });
        onPhotoChange({ previewUrl, saved });
        saved.catch((error: unknown) => {
          // An expired session is the app's: it sends the guest to verification and back.
          if (error instanceof ApiError && error.status === 401) return;
          const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
          notifications.notify({
            severity: 'error',
            message: t('card.photoNotSaved', { name, reason: errorText(code) }),
          });
        });
      }}
    />
  );
}

export const renderGuestPhotoAction: TRenderPhotoAction = (props) => <GuestPhotoAction {...props} />;
