import { useState } from 'react';
import { useNavigate } from 'react-router';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import type { TEditedGuest } from '../../lib/edited-guest.ts';
import { PATHS } from '../../lib/paths.ts';
import type { TGuestCard } from './guest-cards.ts';
import { guestNotices } from './guest-notices.ts';

export const PERSONAL_INFO_PATH = `${PATHS.reservation}/personal-info`;

/** What stands between a click on a card and the guest's form. */
export type TOpenGuestStep =
  { kind: 'hasChildren'; card: TGuestCard } | { kind: 'editData'; card: TGuestCard } | null;

/**
 * Opening a guest's form: before a minor's first form in this tab, the has-children alert; for a
 * completed guest, the edit-guest-data alert (edit or create, spec section 4); then the edited guest
 * is set and the guest flow opens on personal-info.
 */
export function useOpenGuest(reservationId: string) {
  const navigate = useNavigate();
  const [step, setStep] = useState<TOpenGuestStep>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);

  function go(card: TGuestCard, actionType: TEditedGuest['actionType']) {
    setStep(null);
    setOpeningId(card.id);
    editedGuestStore.set({
      guestId: card.id,
      isChild: card.isChild,
      masterGuest: card.masterGuest,
      isCompleted: card.isCompleted,
      actionType,
    });
    navigate(PERSONAL_INFO_PATH);
  }

  function afterNotices(card: TGuestCard) {
    if (card.isCompleted) setStep({ kind: 'editData', card });
    else go(card, 'edit');
  }

  return {
    step,
    openingId,
    open(card: TGuestCard) {
      if (!card.canEdit || openingId) return;
      if (card.isChild && !guestNotices.wasShown(reservationId, 'hasChildren')) {
        setStep({ kind: 'hasChildren', card });
        return;
      }
      afterNotices(card);
    },
    acceptChildrenNotice() {
      if (step?.kind !== 'hasChildren') return;
      guestNotices.markShown(reservationId, 'hasChildren');
      afterNotices(step.card);
    },
    chooseAction(actionType: TEditedGuest['actionType']) {
      if (step?.kind === 'editData') go(step.card, actionType);
    },
    cancel: () => setStep(null),
  };
}
