import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestCardView } from './guest-card.tsx';
import type { TGuestCard } from './guest-cards.ts';
import { useIsDesktop } from './use-is-desktop.ts';

export type TGuestListProps = {
  cards: readonly TGuestCard[];
  openingId: string | null;
  isBusy: boolean;
  onOpen: (card: TGuestCard) => void;
  /**
   * Hook point of the send-notification icon (spec section 2: when allowed and the guest is not
   * complete). Notifying companions is a later issue; nothing is rendered until it arrives.
   */
  renderSendNotification?: (card: TGuestCard) => ReactNode;
};

/** The guest cards; on small screens one card at a time is selected (none at first). */
export function GuestList({ cards, openingId, isBusy, onOpen, renderSendNotification }: TGuestListProps) {
  const { t } = useTranslation('guests');
  const isDesktop = useIsDesktop();
  const [selectedId, setSelectedId] = useState<string | null>(null);
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
            />
          </li>
        ))}
      </ul>
    </>
  );
}
