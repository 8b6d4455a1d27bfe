import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '@hospedar/contracts/rating/rating-limits';

const VALUES = Array.from({ length: RATING_MAX }, (_, index) => index + 1);
const LEVELS = ['1', '2', '3', '4', '5'] as const;

export type TStarRatingFieldProps = {
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  errorId: string;
};

/** One to five stars as a radio group: arrows move between stars, each star is named for the guest. */
export function StarRatingField({ name, value, onChange, error, errorId }: TStarRatingFieldProps) {
  const { t } = useTranslation('rating');
  return (
    <fieldset className="rating-stars" aria-describedby={error ? errorId : undefined}>
      <legend className="rating-stars__legend">{t('dialog.stars')}</legend>
      <div className="rating-stars__row">
        {VALUES.map((star) => {
          const id = `${name}-${star}`;
          const isLit = value !== null && star <= value;
          return (
            <span key={star} className="rating-stars__item">
              <input
                id={id}
                type="radio"
                name={name}
                value={star}
                className="rating-stars__input"
                checked={value === star}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(star)}
              />
              <label htmlFor={id} className={`rating-stars__star${isLit ? ' rating-stars__star--lit' : ''}`}>
                <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                  <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
                </svg>
                <span className="visually-hidden">
                  {t('dialog.starLabel', {
                    value: star,
                    level: t(`dialog.levels.${LEVELS[star - 1] ?? '1'}`),
                  })}
                </span>
              </label>
            </span>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="rating-stars__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
