import { useTranslation } from 'react-i18next';
import type { TBotCheckStatus } from '../lib/bot-check/bot-check.ts';
import './bot-check-status.css';

export type TBotCheckStatusProps = { status: TBotCheckStatus; onRetry: () => void };

/**
 * The self-hosted bot check, drawn like the familiar checkbox: "I am not a robot" → verifying →
 * verified. The proof of work runs by itself; the status is announced politely.
 */
export function BotCheckStatus({ status, onRetry }: TBotCheckStatusProps) {
  const { t } = useTranslation();
  const isVerified = status === 'verified';
  const isError = status === 'error';
  const label = isVerified
    ? t('botCheck.verified')
    : isError
      ? t('botCheck.failed')
      : status === 'verifying'
        ? t('botCheck.verifying')
        : t('botCheck.label');
  return (
    <div className={`bot-check bot-check--${status}`}>
      <span
        className="bot-check__box"
        role="checkbox"
        aria-checked={isVerified}
        aria-disabled="true"
        aria-labelledby="bot-check-label"
      >
        {isVerified ? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : status === 'verifying' ? (
          <span className="bot-check__spinner" aria-hidden="true" />
        ) : null}
      </span>
      <span id="bot-check-label" className="bot-check__label" aria-live="polite">
        {label}
      </span>
      {isError ? (
        <button type="button" className="btn btn--text bot-check__retry" onClick={onRetry}>
          {t('actions.tryAgain')}
        </button>
      ) : (
        <span className="bot-check__brand" aria-hidden="true">
          ALTCHA
        </span>
      )}
    </div>
  );
}
