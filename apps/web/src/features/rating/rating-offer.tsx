import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingDialog } from './rating-dialog.tsx';
import { ratedStore } from './rated-store.ts';
import type { TRatingTarget } from './use-submit-rating.ts';
import './rating.css';

export type TRatingOfferProps = TRatingTarget & {
  /** The guest just finished: the rating modal opens by itself once. */
  isJustFinished: boolean;
};

/**
 * For a guest who is done (the main guest after finishing the list, a companion after finishing their
 * own form): an invitation to rate the portal (opening by itself right after the list is finished),
 * until the guest rates; then nothing.
 */
export function RatingOffer({ guestId, reservationId, isJustFinished }: TRatingOfferProps) {
  const { t } = useTranslation('rating');
  const [hasRated, setHasRated] = useState(() => ratedStore.hasRated(reservationId, guestId));
  const [isOpen, setIsOpen] = useState(isJustFinished && !hasRated);
  if (hasRated) return null;
  return (
    <section className="rating-offer" aria-labelledby="rating-offer-title">
      <div className="rating-offer__text">
        <h2 id="rating-offer-title" className="rating-offer__title">
          {t('offer.title')}
        </h2>
        <p className="rating-offer__hint">{t('offer.text')}</p>
      </div>
      <button
        type="button"
        className="btn btn--outline"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        {t('offer.action')}
      </button>
      {isOpen ? (
        <RatingDialog
          target={{ guestId, reservationId }}
          onClose={() => setIsOpen(false)}
          onRated={() => {
            setIsOpen(false);
            setHasRated(true);
          }}
        />
      ) : null}
    </section>
  );
}
