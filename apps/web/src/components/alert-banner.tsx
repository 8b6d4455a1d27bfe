import type { ReactNode } from 'react';

export type TAlertBannerProps = {
  severity?: 'info' | 'warning' | 'error' | 'success';
  icon?: ReactNode;
  children: ReactNode;
  /** Optional clickable description under the text. */
  description?: ReactNode;
  onDescriptionClick?: () => void;
};

/** A quiet, inline message: icon, text and, optionally, a clickable description (spec section 2). */
export function AlertBanner({
  severity = 'info',
  icon,
  children,
  description,
  onDescriptionClick,
}: TAlertBannerProps) {
  return (
    <div className={`alert-banner alert-banner--${severity}`} role={severity === 'error' ? 'alert' : 'note'}>
      {icon ? (
        <span className="alert-banner__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div>
        <p className="alert-banner__text">{children}</p>
        {description ? (
          onDescriptionClick ? (
            <button type="button" className="alert-banner__link" onClick={onDescriptionClick}>
              {description}
            </button>
          ) : (
            <p className="alert-banner__description">{description}</p>
          )
        ) : null}
      </div>
    </div>
  );
}
