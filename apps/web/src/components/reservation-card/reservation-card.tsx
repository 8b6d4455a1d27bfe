import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@hospedar/contracts/constants';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { daysBetween, formatDate } from '../../lib/dates.ts';
import { useHourText } from '../../lib/i18n/hour-text.ts';
import './reservation-card.css';
import { LineIcon } from '../line-icon.tsx';

export type TReservationSummary = { reservationNumber: string; checkinDate: string; checkoutDate: string };

export type TReservationCardProps = {
  reservation: TReservationSummary;
  hotel: TCompanyConfig['hotel'];
  /** Starts open (screenshots and tests). */
  defaultOpen?: boolean;
};

const SMALL_SCREEN = '(max-width: 599px)';

/**
 * 'My reservation' (spec section 2): a chip that opens a card with the reservation number, the hotel,
 * the dates with check-in and check-out hours, nights and the hotel's contacts. On small screens an
 * overlay becomes active LIMITS.overlayDelayMs after opening (so the opening tap cannot close it);
 * a click outside or Escape closes it and focus goes back to the chip.
 */
export function ReservationCard({ reservation, hotel, defaultOpen = false }: TReservationCardProps) {
  const { t } = useTranslation();
  const hourText = useHourText();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [isOverlayActive, setIsOverlayActive] = useState(false);
  const chipRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const nights = daysBetween(reservation.checkinDate, reservation.checkoutDate);

  useEffect(() => {
    if (!isOpen) {
      setIsOverlayActive(false);
      return;
    }
    if (!defaultOpen) cardRef.current?.focus();
    const isSmall = typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN).matches;
    const timer = isSmall
      ? window.setTimeout(() => setIsOverlayActive(true), LIMITS.overlayDelayMs)
      : undefined;
    function close(returnFocus: boolean) {
      setIsOpen(false);
      if (returnFocus) chipRef.current?.focus();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close(true);
    }
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, defaultOpen]);

  return (
    <div className="reservation-card" ref={rootRef}>
      <button
        ref={chipRef}
        type="button"
        className="reservation-card__chip"
        aria-expanded={isOpen}
        aria-controls={`${id}-card`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <LineIcon size={18} strokeWidth={2}>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </LineIcon>
        <span>{t('reservationCard.chip', { number: reservation.reservationNumber })}</span>
      </button>
      {isOpen ? (
        <>
          <div
            className={`reservation-card__overlay${isOverlayActive ? ' reservation-card__overlay--active' : ''}`}
            aria-hidden="true"
          />
          <div
            ref={cardRef}
            id={`${id}-card`}
            className="reservation-card__panel"
            role="region"
            aria-labelledby={`${id}-title`}
            tabIndex={-1}
          >
            <div className="reservation-card__head">
              <h2 id={`${id}-title`} className="reservation-card__title">
                {t('reservationCard.title')}
              </h2>
              <button
                type="button"
                className="reservation-card__close"
                aria-label={t('actions.close')}
                onClick={() => {
                  setIsOpen(false);
                  chipRef.current?.focus();
                }}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            <p className="reservation-card__number">
              {t('reservationCard.number')} <strong>{reservation.reservationNumber}</strong>
            </p>
            <p className="reservation-card__hotel">{hotel.nomeFantasia || hotel.name}</p>
            <dl className="reservation-card__dates">
              <div>
                <dt>{t('reservationCard.checkin')}</dt>
                <dd>
                  <strong>{formatDate(reservation.checkinDate)}</strong>
                  <span>{t('reservationCard.from', { hour: hourText(hotel.minCheckin) })}</span>
                </dd>
              </div>
              <div>
                <dt>{t('reservationCard.checkout')}</dt>
                <dd>
                  <strong>{formatDate(reservation.checkoutDate)}</strong>
                  <span>{t('reservationCard.until', { hour: hourText(hotel.maxCheckout) })}</span>
                </dd>
              </div>
              <div>
                <dt>{t('reservationCard.nightsLabel')}</dt>
                <dd>
                  <strong>{nights}</strong>
                </dd>
              </div>
            </dl>
            <ul className="reservation-card__contacts">
              {hotel.phoneNumber ? (
                <li>
                  <span className="visually-hidden">{t('reservationCard.phone')}: </span>
                  <a href={`tel:${hotel.phoneNumber.replace(/[^\d+]/g, '')}`}>{hotel.phoneNumber}</a>
                </li>
              ) : null}
              {hotel.email ? (
                <li>
                  <span className="visually-hidden">{t('reservationCard.email')}: </span>
                  <a href={`mailto:${hotel.email}`}>{hotel.email}</a>
                </li>
              ) : null}
              {hotel.fullAddress ? (
                <li>
                  <span className="visually-hidden">{t('reservationCard.address')}: </span>
                  {hotel.fullAddress}
                </li>
              ) : null}
            </ul>
          </div>
        </>
      ) : null}
    </div>
  );
}
