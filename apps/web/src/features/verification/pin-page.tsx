import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { BotCheckStatus } from '../../components/bot-check-status.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useBotCheck } from '../../lib/bot-check/use-bot-check.ts';
import { formatCountdown, useSecondsLeft } from '../../lib/countdown.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { returnAfterVerification } from '../../lib/return-after-verification.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { sendPin } from './api/send-pin.ts';
import { verifyPin } from './api/verify-pin.ts';
import { emptyDigits } from './pin-digits.ts';
import {
  isPinCeilingCode,
  LazyPinCeilingNotice,
  pinCeilingOf,
  type TPinCeilingNoticeProps,
} from './pin-ceiling.tsx';
import { PinInput } from './pin-input.tsx';
import { pinStateFrom, pinStateStore, type TPinState } from './pin-state.ts';
import { VerificationReservation } from './verification-header.tsx';
import { VERIFICATION_PATHS, type TVerificationScope } from './verification-scope.ts';
import './verification.css';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';

type TPinMessage =
  | { kind: 'wrong'; attemptsLeft: number | null }
  | { kind: 'newCode'; reason: 'locked' | 'expired' }
  | { kind: 'error'; code: string }
  | { kind: 'ceiling'; notice: TPinCeilingNoticeProps }
  | { kind: 'resent' };

/** The message of a failed verify or resend that is not about the code typed. */
function errorMessage(error: unknown): TPinMessage {
  const notice = pinCeilingOf(error);
  if (notice) return { kind: 'ceiling', notice };
  return { kind: 'error', code: error instanceof ApiError ? error.code : 'UNKNOWN_ERROR' };
}

/** A ceiling reached earlier in this tab and not over yet: its notice shows again on a reload. */
function pausedMessage(pin: TPinState | null, now: number = Date.now()): TPinMessage | null {
  const pause = pin?.pause;
  if (!pause || pause.until <= now || !isPinCeilingCode(pause.code)) return null;
  return {
    kind: 'ceiling',
    notice: { code: pause.code, retryAfterSeconds: Math.ceil((pause.until - now) / 1000) },
  };
}

/**
 * '/token-validation': the PIN boxes, the resend countdown (m:ss) and the messages of section 8. As
 * '/person-token-validation' (scope 'person', decision 62) its way back is the person's contact choice.
 */
export function PinPage({ scope = 'reservation' }: { scope?: TVerificationScope }) {
  const { t } = useTranslation('verification');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [reservation] = useState(() => reservationSelection.selected());
  const [pin, setPin] = useState(() => pinStateStore.load());
  const [digits, setDigits] = useState(() => emptyDigits(pin?.pinLength ?? 5));
  const [focusKey, setFocusKey] = useState(0);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const [message, setMessage] = useState<TPinMessage | null>(() => pausedMessage(pin));
  const secondsLeft = useSecondsLeft(pin?.resendAt ?? null);
  const botCheck = useBotCheck();
  const paths = VERIFICATION_PATHS[scope];

  if (!reservation) return <Navigate to={PATHS.findYourReservation} replace />;
  if (!pin || pin.guestId !== reservation.guestId) return <Navigate to={paths.contact} replace />;
  const activePin = pin;
  const activeReservation = reservation;

  /**
   * A failure not about the code typed; a ceiling is also kept in the PIN state, so the boxes and the
   * resend stay off until it ends.
   */
  function showFailure(error: unknown) {
    const next = errorMessage(error);
    setMessage(next);
    if (next.kind !== 'ceiling' || next.notice.retryAfterSeconds === null) return;
    const paused: TPinState = {
      ...activePin,
      pause: { code: next.notice.code, until: Date.now() + next.notice.retryAfterSeconds * 1000 },
    };
    pinStateStore.save(paused);
    setPin(paused);
  }

  function restartBoxes() {
    setDigits(emptyDigits(activePin.pinLength));
    setFocusKey((key) => key + 1);
  }

  async function verify(code: string) {
    setIsVerifying(true);
    setMessage(null);
    try {
      const session = await verifyPin(activePin.guestId, activePin.contactId, code);
      guestStore.qualify(session);
      pinStateStore.clear();
      navigate(returnAfterVerification.take() ?? PATHS.home, { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
      if (code === 'PIN_INVALID') {
        const left = error instanceof ApiError ? error.details?.attemptsLeft : undefined;
        setMessage({ kind: 'wrong', attemptsLeft: typeof left === 'number' ? left : null });
      } else if (code === 'PIN_LOCKED' || code === 'PIN_EXPIRED') {
        setMessage({ kind: 'newCode', reason: code === 'PIN_LOCKED' ? 'locked' : 'expired' });
      } else {
        showFailure(error);
      }
      restartBoxes();
    } finally {
      setIsVerifying(false);
    }
  }

  async function resend() {
    const solution = botCheck.take();
    if (!solution) return;
    setIsResending(true);
    setMessage(null);
    try {
      const sent = await sendPin(activePin.guestId, { contactId: activePin.contactId, botCheck: solution });
      const next = pinStateFrom({ ...activePin, pause: undefined }, sent);
      pinStateStore.save(next);
      setPin(next);
      setDigits(emptyDigits(next.pinLength));
      setFocusKey((key) => key + 1);
      setMessage({ kind: 'resent' });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
      if (code === 'BOT_CHECK_FAILED') botCheck.restart();
      if (
        code === 'PIN_RESEND_TOO_SOON' &&
        error instanceof ApiError &&
        typeof error.details?.retryAfterSeconds === 'number'
      ) {
        const next = { ...activePin, resendAt: Date.now() + error.details.retryAfterSeconds * 1000 };
        pinStateStore.save(next);
        setPin(next);
      }
      showFailure(error);
    } finally {
      setIsResending(false);
    }
  }

  const isWrong = message?.kind === 'wrong' || message?.kind === 'newCode';
  // A dead code (locked or expired) takes no more typing; a ceiling takes neither typing nor asking.
  const isPaused = message?.kind === 'ceiling';
  const canResend = secondsLeft === 0 && !isResending;
  return (
    <section className="verify-card" aria-labelledby="pin-title">
      <VerificationReservation reservation={activeReservation} />
      <h1 id="pin-title" className="verify-card__title">
        {t('pin.title')}
      </h1>
      <p id="pin-sent-to" className="verify-card__text">
        {t(activePin.channel === 'email' ? 'pin.sentEmail' : 'pin.sentSms', {
          length: activePin.pinLength,
          value: activePin.maskedValue,
        })}
      </p>
      <form className="verify-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <p id="pin-label" className="visually-hidden">
          {t('pin.label', { length: activePin.pinLength })}
        </p>
        <PinInput
          digits={digits}
          onChange={setDigits}
          onComplete={(code) => void verify(code)}
          disabled={isVerifying || isPaused || message?.kind === 'newCode'}
          isInvalid={isWrong}
          labelledBy="pin-label"
          describedBy={message ? 'pin-message' : 'pin-sent-to'}
          focusKey={focusKey}
        />
        <div id="pin-message" aria-live="assertive" className="verify-form__message">
          {isVerifying ? (
            <p className="verify-card__loading" role="status">
              <span className="btn__spinner" aria-hidden="true" />
              {t('pin.verifying')}
            </p>
          ) : message?.kind === 'wrong' ? (
            <AlertBanner
              severity="error"
              description={
                message.attemptsLeft === null
                  ? undefined
                  : t('pin.attemptsLeft', { attempts: message.attemptsLeft })
              }
            >
              {t('pin.wrongCode')}
            </AlertBanner>
          ) : message?.kind === 'newCode' ? (
            <AlertBanner severity="error">
              {t(message.reason === 'locked' ? 'pin.lockedCode' : 'pin.expiredCode')}
            </AlertBanner>
          ) : message?.kind === 'ceiling' ? (
            <LazyPinCeilingNotice {...message.notice} />
          ) : message?.kind === 'resent' ? (
            <AlertBanner severity="success">{t('pin.resent')}</AlertBanner>
          ) : message?.kind === 'error' ? (
            <AlertBanner severity="error">
              {message.code === 'TOKEN_INVALID' ? t('pin.invalidToken') : errorText(message.code)}
            </AlertBanner>
          ) : null}
        </div>
        <div className="resend">
          {isPaused ? null : secondsLeft > 0 ? (
            <p className="resend__wait">
              {t('pin.resendIn')}{' '}
              <span className="resend__timer" aria-hidden="true">
                {formatCountdown(secondsLeft)}
              </span>
              <span className="visually-hidden">{t('pin.resendInSeconds', { seconds: secondsLeft })}</span>
            </p>
          ) : (
            <>
              <BotCheckStatus status={botCheck.status} onRetry={botCheck.restart} />
              <button
                type="button"
                className="btn btn--outline btn--block"
                onClick={() => void resend()}
                disabled={!canResend || !botCheck.isResolved}
              >
                {isResending ? <span className="btn__spinner" aria-hidden="true" /> : null}
                {t('pin.resend')}
              </button>
            </>
          )}
        </div>
        <Link to={paths.contact} className="btn btn--text verify-card__secondary">
          {t('pin.otherContact')}
        </Link>
      </form>
    </section>
  );
}

/** '/person-token-validation' (decision 62): the PIN of the person a direct link names. */
export function PersonPinPage() {
  return <PinPage scope="person" />;
}
