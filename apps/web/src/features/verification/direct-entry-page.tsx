import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { PATHS } from '../../lib/paths.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { returnAfterVerification } from '../../lib/return-after-verification.ts';
import { getDirectEntry } from './api/get-direct-entry.ts';
import './verification.css';

/**
 * '/:reservationId/:guestId', the link of a companion's notification: the reservation is chosen for
 * that guest, who goes to their own verification (person-data- and person-token-validation, decision
 * 62) and then to their own form. A
 * link that leads nowhere (unknown, closed or expired reservation) goes to the search.
 */
export function DirectEntryPage() {
  const { t } = useTranslation('verification');
  const navigate = useNavigate();
  const { reservationId = '', guestId = '' } = useParams();

  const entry = useQuery({
    queryKey: ['direct-entry', reservationId, guestId] as const,
    queryFn: () => getDirectEntry(reservationId, guestId),
    staleTime: Infinity,
  });
  const found = entry.data;
  const isRefused = entry.isError;

  // Acts on the answer (no request here): the guest's own verification, or the search.
  useEffect(() => {
    if (found) {
      reservationSelection.saveAvailable([found]);
      reservationSelection.select(found);
      editedGuestStore.set(null);
      returnAfterVerification.remember(PATHS.personalInfo);
      navigate(PATHS.personDataValidation, { replace: true });
    } else if (isRefused) {
      navigate(PATHS.findYourReservation, { replace: true });
    }
  }, [found, isRefused, navigate]);

  return (
    <section className="verify-card" aria-busy="true">
      <p className="verify-card__loading" role="status">
        <span className="btn__spinner" aria-hidden="true" />
        {t('directEntry.loading')}
      </p>
    </section>
  );
}
