import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { TContactInfo, TContactInfoResponse } from '@hospedar/contracts/verification/contact-info';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { BotCheckStatus } from '../../components/bot-check-status.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useBotCheck } from '../../lib/bot-check/use-bot-check.ts';
import { contactInfoStore, guestStore } from '../../lib/guest-session.ts';
import { tokenStore } from '../../lib/token-store.ts';
import { PATHS } from '../../lib/paths.ts';
import { returnAfterVerification } from '../../lib/return-after-verification.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { getContactInfo } from './api/get-contact-info.ts';
import { sendPin } from './api/send-pin.ts';
import { NotQualified } from './not-qualified.tsx';
import { VERIFICATION_PATHS, type TVerificationScope } from './verification-scope.ts';
import { LazyPinCeilingNotice, pinCeilingOf, type TPinCeilingNoticeProps } from './pin-ceiling.tsx';
import { pinStateFrom, pinStateStore } from './pin-state.ts';
import { VerificationReservation } from './verification-header.tsx';
import './verification.css';
import { useErrorText, type TErrorTextDetails } from '../../lib/i18n/use-error-text.ts';
import { LineIcon } from '../../components/line-icon.tsx';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { PasskeyEntry } from './passkey-entry.tsx';

type TContactsState =
  | { kind: 'loading' }
  | { kind: 'notQualified' }
  | { kind: 'ready'; contacts: TContactInfo[] }
  | { kind: 'error'; code: string; details?: TErrorTextDetails };

/** The contacts' answer as the screen shows it: a guest with no contact cannot be verified here. */
function contactsState(query: {
  data?: TContactInfoResponse;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
}): TContactsState {
  if (query.isError && !query.isFetching) {
    const { error } = query;
    const isNotQualified =
      error instanceof ApiError && (error.status === 404 || error.code === 'CONTACTS_NOT_FOUND');
    if (isNotQualified) return { kind: 'notQualified' };
    if (error instanceof ApiError) return { kind: 'error', code: error.code, details: error.details };
    return { kind: 'error', code: 'UNKNOWN_ERROR' };
  }
  return query.data && !query.isError
    ? { kind: 'ready', contacts: query.data.contactInfoList }
    : { kind: 'loading' };
}

/**
 * '/data-validation': the guest chooses where the PIN goes (e-mail or SMS, masked). As
 * '/person-data-validation' (scope 'person', decision 62) it greets the one person of a direct link.
 */
export function ContactChoicePage({ scope = 'reservation' }: { scope?: TVerificationScope }) {
  const { t } = useTranslation('verification');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [reservation] = useState(() => reservationSelection.selected());
  const [chosen, setChosen] = useState<TContactInfo['id'] | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [ceiling, setCeiling] = useState<TPinCeilingNoticeProps | null>(null);
  const botCheck = useBotCheck();
  const paths = VERIFICATION_PATHS[scope];
  const isPerson = scope === 'person';
  const pinLength = useTenant().initial?.company.rules.pinLength;
  // A token of this guest younger than 50 minutes qualifies at once: no PIN, so no contacts to ask.
  const [hasStoredToken] = useState(
    () => reservation !== null && tokenStore.get(reservation.guestId) !== null,
  );
  const contactsQuery = useQuery({
    queryKey: ['contact-info', reservation?.guestId ?? ''] as const,
    queryFn: () => getContactInfo(reservation?.guestId ?? ''),
    enabled: reservation !== null && !hasStoredToken,
    gcTime: 0,
  });
  const state = contactsState(contactsQuery);
  const chosenId = chosen ?? (state.kind === 'ready' ? (state.contacts[0]?.id ?? null) : null);

  useEffect(() => {
    if (
      reservation &&
      hasStoredToken &&
      guestStore.qualifyWithStoredToken(reservation.guestId, reservation.id)
    ) {
      navigate(returnAfterVerification.take() ?? PATHS.home, { replace: true });
    }
  }, [reservation, hasStoredToken, navigate]);

  if (!reservation) return <Navigate to={PATHS.findYourReservation} replace />;

  /** A passkey answered for the guest: in, where a right PIN would have led. */
  function enter(session: TGuestSession) {
    guestStore.qualify(session);
    navigate(returnAfterVerification.take() ?? PATHS.home, { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== 'ready' || !reservation) return;
    const contact = state.contacts.find((item) => item.id === chosenId);
    if (!contact) return;
    const solution = botCheck.take();
    if (!solution) {
      setSendError('BOT_CHECK_PENDING');
      return;
    }
    setIsSending(true);
    setSendError(null);
    setCeiling(null);
    try {
      const sent = await sendPin(reservation.guestId, { contactId: contact.id, botCheck: solution });
      contactInfoStore.save({ guestId: reservation.guestId, contactId: contact.id });
      pinStateStore.save(
        pinStateFrom(
          {
            guestId: reservation.guestId,
            contactId: contact.id,
            channel: contact.channel,
            maskedValue: contact.value,
          },
          sent,
        ),
      );
      navigate(paths.pin);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
      if (code === 'PIN_RESEND_TOO_SOON' && error instanceof ApiError) {
        // A code was sent to this contact moments ago: type that one (the countdown says when to ask again).
        contactInfoStore.save({ guestId: reservation.guestId, contactId: contact.id });
        const wait = error.details?.retryAfterSeconds;
        pinStateStore.save(
          pinStateFrom(
            {
              guestId: reservation.guestId,
              contactId: contact.id,
              channel: contact.channel,
              maskedValue: contact.value,
            },
            { pinLength: pinLength, resendAfterSeconds: typeof wait === 'number' ? wait : undefined },
          ),
        );
        navigate(paths.pin);
        return;
      }
      if (code === 'BOT_CHECK_FAILED') botCheck.restart();
      const notice = pinCeilingOf(error);
      if (notice) setCeiling(notice);
      else setSendError(code);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className="verify-card" aria-labelledby="contact-title">
      <VerificationReservation reservation={reservation} />
      {state.kind === 'notQualified' ? (
        <NotQualified isPerson={isPerson} />
      ) : (
        <>
          <h1 id="contact-title" className="verify-card__title">
            {isPerson ? t('person.title', { name: reservation.guestFirstName }) : t('contact.title')}
          </h1>
          <p className="verify-card__text">{isPerson ? t('person.subtitle') : t('contact.subtitle')}</p>
          {state.kind === 'loading' ? (
            <p className="verify-card__loading" role="status">
              <span className="btn__spinner" aria-hidden="true" />
              {t('contact.loading')}
            </p>
          ) : state.kind === 'error' ? (
            <AlertBanner
              severity="error"
              description={t('actions.retry')}
              onDescriptionClick={() => void contactsQuery.refetch()}
            >
              {errorText(state.code, state.details)}
            </AlertBanner>
          ) : (
            <form className="verify-form" onSubmit={submit} noValidate>
              <fieldset className="contact-options">
                <legend className="visually-hidden">{t('contact.legend')}</legend>
                {state.contacts.map((contact) => (
                  <label key={contact.id} className="contact-option">
                    <input
                      type="radio"
                      name="contact"
                      value={contact.id}
                      checked={chosenId === contact.id}
                      onChange={() => setChosen(contact.id)}
                    />
                    <span className="contact-option__icon" aria-hidden="true">
                      {contact.channel === 'email' ? <MailIcon /> : <PhoneIcon />}
                    </span>
                    <span className="contact-option__body">
                      <span className="contact-option__channel">
                        {t(`contact.channels.${contact.channel}`)}
                      </span>
                      <span className="contact-option__value">{contact.value}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <BotCheckStatus status={botCheck.status} onRetry={botCheck.restart} />
              <div aria-live="assertive" className="verify-form__message">
                {ceiling ? (
                  <LazyPinCeilingNotice {...ceiling} />
                ) : sendError ? (
                  <AlertBanner severity="error">
                    {sendError === 'BOT_CHECK_PENDING' ? t('contact.waitBotCheck') : errorText(sendError)}
                  </AlertBanner>
                ) : null}
              </div>
              <button
                type="submit"
                className="btn btn--primary btn--large btn--block"
                disabled={isSending || !chosenId || !botCheck.isResolved || ceiling !== null}
              >
                {isSending || !botCheck.isResolved ? (
                  <span className="btn__spinner" aria-hidden="true" />
                ) : null}
                {isSending ? t('contact.sending') : t('contact.send')}
              </button>
              <PasskeyEntry guestId={reservation.guestId} onSignedIn={enter} />
              <Link to={PATHS.findYourReservation} className="btn btn--text verify-card__secondary">
                {isPerson
                  ? t('person.notMe', { name: reservation.guestFirstName })
                  : t('actions.searchAgain')}
              </Link>
            </form>
          )}
        </>
      )}
    </section>
  );
}

function MailIcon() {
  return (
    <LineIcon size={22}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6 8.5-6" />
    </LineIcon>
  );
}

function PhoneIcon() {
  return (
    <LineIcon size={22}>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </LineIcon>
  );
}

/** '/person-data-validation' (decision 62): the contact choice of the person a direct link names. */
export function PersonContactChoicePage() {
  return <ContactChoicePage scope="person" />;
}
