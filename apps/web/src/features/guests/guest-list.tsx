import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestCardView } from './guest-card.tsx';
import { fullName } from './guest-cards.ts';
import type { TGuestCard } from './guest-cards.ts';
import { useGuestPhotos } from './guest-photos.ts';
import type { TRenderPhotoAction } from './guest-photos.ts';
import { useIsDesktop } from './use-is-desktop.ts';

export type TGuestListProps = {
  cards: readonly TGuestCard[];
  openingId: string | null;
  isBusy: boolean;
  onOpen: (card: TGuestCard) => void;
  /**
   * The send-notification icon of a card (spec section 2: when allowed and the guest is not complete),
   * drawn by the app from the notification feature; desktop only.
   */
  renderSendNotification?: (card: TGuestCard) => ReactNode;
  /** The photo action of the cards the viewer may edit; none without it. */
  renderPhotoAction?: TRenderPhotoAction;
};

/** The guest cards; on small screens one card at a time is selected (none at first). */
export function GuestList(props: TGuestListProps) {
  const { cards, openingId, isBusy, onOpen, renderSendNotification, renderPhotoAction } = props;
  const { t } = useTranslation('guests');
  const isDesktop = useIsDesktop();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const photos = useGuestPhotos();
  const hasEditable = cards.some((card) => card.canEdit);
  return (
    <>
      {!isDesktop && hasEditable ? <p className="guest-list__hint">{t('list.mobileHint')}</p> : null}
      <ul className="guest-list" aria-label={t('list.label', { count: cards.length })}>
        {cards.map((card) => (
          <li key={card.id}>
            <GuestCardView
              card={card}
              isDesktop={isDesktop}
              isSelected={selectedId === card.id}
              isOpening={openingId === card.id}
              isBusy={isBusy || openingId !== null}
              onSelect={() => setSelectedId((current) => (current === card.id ? null : card.id))}
              onOpen={() => onOpen(card)}
              sendNotificationAction={renderSendNotification?.(card)}
              photoUrl={photos.photoOf(card)}
              photoAction={
                card.canEdit && renderPhotoAction
                  ? renderPhotoAction({
                      guestId: card.id,
                      name: fullName(card),
                      onPhotoChange: (change) => photos.change(card.id, change),
                    })
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
