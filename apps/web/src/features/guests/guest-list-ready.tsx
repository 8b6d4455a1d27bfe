import { useMemo, useState } from 'react';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { EditGuestDataDialog } from './dialogs/edit-guest-data-dialog.tsx';
import { FinishConfirmDialog } from './dialogs/finish-confirm-dialog.tsx';
import { HasChildrenDialog } from './dialogs/has-children-dialog.tsx';
import { MinorInReservationDialog } from './dialogs/minor-in-reservation-dialog.tsx';
import { MissingGuestDataDialog } from './dialogs/missing-guest-data-dialog.tsx';
import { FinishSection } from './finish-section.tsx';
import { finishedAtOf, fullName, isNotifiable, needsContact, toGuestCards } from './guest-cards.ts';
import { GuestList } from './guest-list.tsx';
import { guestNotices } from './guest-notices.ts';
import type { TRenderPhotoAction } from './guest-photos.ts';
import type { TNotificationSlots, TRenderAfterFinish } from './guest-list-slots.ts';
import { useFinishGuestList } from './use-finish-guest-list.ts';
import { useFormChanges } from './use-form-changes.ts';
import { PreferencesEntry } from './preferences-entry.tsx';
import { FaceEntry } from './face-entry.tsx';
import { useOpenGuest } from './use-open-guest.ts';
import { needsGuarantee } from '../../lib/payment/guarantee.ts';
import { useGoToGuarantee } from './use-go-to-guarantee.ts';

export type TGuestListReadyProps = {
  client: TGetClientResponse;
  onRefresh: () => void;
  renderPhotoAction?: TRenderPhotoAction;
  renderAfterFinish?: TRenderAfterFinish;
  notification?: TNotificationSlots;
};

/** The loaded list: cards, the alerts about minors and completed guests, and finishing. */
export function GuestListReady({
  client,
  onRefresh,
  renderPhotoAction,
  renderAfterFinish,
  notification,
}: TGuestListReadyProps) {
  const reservationId = client.reservation.id;
  const isMainGuest = client.guest.masterGuest;
  const opening = useOpenGuest(reservationId);
  const goToGuarantee = useGoToGuarantee(client);
  const finishing = useFinishGuestList(reservationId, onRefresh, goToGuarantee);
  const finishedAt = finishing.finishedAt ?? finishedAtOf(client.reservation);
  const changes = useFormChanges(client.reservation.checkinDate, finishedAt);
  // A read-only list opens no form and takes no photo: every card is shown, none is editable.
  const cards = useMemo(
    () => toGuestCards(client).map((card) => (changes.isReadOnly ? { ...card, canEdit: false } : card)),
    [client, changes.isReadOnly],
  );
  const minors = cards.filter((card) => card.isChild);
  const completed = cards.filter((card) => card.isCompleted).length;
  const [isMinorNoticeOpen, setIsMinorNoticeOpen] = useState(
    () => isMainGuest && minors.length > 0 && !guestNotices.wasShown(reservationId, 'minorInReservation'),
  );
  const closeMinorNotice = () => {
    guestNotices.markShown(reservationId, 'minorInReservation');
    setIsMinorNoticeOpen(false);
  };
  const missingNames = (finishing.missingIds ?? []).flatMap((id) => {
    const card = cards.find((item) => item.id === id);
    return card ? [fullName(card)] : [];
  });

  return (
    <>
      <GuestList
        cards={cards}
        openingId={opening.openingId}
        isBusy={finishing.isFinishing}
        onOpen={opening.open}
        renderPhotoAction={renderPhotoAction}
        renderSendNotification={
          notification && isMainGuest
            ? (card) =>
                isNotifiable(card) || needsContact(card) ? notification.renderCardAction(card) : null
            : undefined
        }
      />
      {notification && isMainGuest && cards.some((card) => isNotifiable(card) || needsContact(card))
        ? notification.renderEntry()
        : null}
      {changes.isReadOnly ? null : <PreferencesEntry guest={client.guest} />}
      <FaceEntry guest={client.guest} />
      <FinishSection
        isMainGuest={isMainGuest}
        completed={completed}
        total={cards.length}
        finishedAt={finishedAt}
        changesUntil={changes.until}
        onFinish={needsGuarantee(client.order) ? goToGuarantee : finishing.askToConfirm}
      />
      {/* The rating: the main guest once the list is finished, a companion once their own form is (decision 70). */}
      {renderAfterFinish && (isMainGuest ? finishedAt : client.guest.isCompleted)
        ? renderAfterFinish({
            guestId: client.guest.id,
            reservationId,
            isJustFinished: isMainGuest && finishing.finishedAt !== null,
          })
        : null}
      {isMinorNoticeOpen ? (
        <MinorInReservationDialog names={minors.map(fullName)} onClose={closeMinorNotice} />
      ) : null}
      {opening.step?.kind === 'hasChildren' ? (
        <HasChildrenDialog onAccept={opening.acceptChildrenNotice} onClose={opening.cancel} />
      ) : null}
      {opening.step?.kind === 'editData' ? (
        <EditGuestDataDialog
          name={fullName(opening.step.card)}
          onChoose={opening.chooseAction}
          onClose={opening.cancel}
        />
      ) : null}
      {finishing.isConfirming ? (
        <FinishConfirmDialog
          guestCount={cards.length}
          isFinishing={finishing.isFinishing}
          onConfirm={finishing.confirm}
          onClose={finishing.cancelConfirm}
        />
      ) : null}
      {finishing.missingIds ? (
        <MissingGuestDataDialog names={missingNames} onClose={finishing.closeMissing} />
      ) : null}
    </>
  );
}
