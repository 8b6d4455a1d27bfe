import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX } from '@hospedar/contracts/rating/rating-limits';
import { Dialog } from '../../components/dialog.tsx';
import '../../components/form-field.css';
import { StarRatingField } from './star-rating-field.tsx';
import { useSubmitRating, type TRatingTarget } from './use-submit-rating.ts';
import './rating.css';

/** The rating modal (spec section 2): 1 to 5 stars and an optional comment. */
export function RatingDialog({
  target,
  onClose,
  onRated,
}: {
  target: TRatingTarget;
  onClose: () => void;
  onRated: () => void;
}) {
  const { t } = useTranslation('rating');
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [isTried, setIsTried] = useState(false);
  const { isSending, submit } = useSubmitRating(target, onRated);
  const error = isTried && rating === null ? t('dialog.required') : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setIsTried(true);
    if (rating !== null) submit(rating, comment);
  }

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onClose} className="rating-dialog">
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="dialog__title">
          {t('dialog.title')}
        </h2>
        <p id={`${id}-text`} className="dialog__text">
          {t('dialog.text')}
        </p>
        <StarRatingField
          name={`${id}-stars`}
          value={rating}
          onChange={setRating}
          error={error}
          errorId={`${id}-stars-error`}
        />
        <div className="field rating-dialog__comment">
          <label htmlFor={`${id}-comment`} className="field__label">
            {t('dialog.comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className="field__input rating-dialog__textarea"
            rows={3}
            maxLength={RATING_COMMENT_MAX}
            value={comment}
            aria-describedby={`${id}-comment-hint`}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={`${id}-comment-hint`} className="field__hint">
            {t('dialog.commentHint', { max: RATING_COMMENT_MAX })}
          </p>
        </div>
        <div className="rating-dialog__actions">
          <button type="button" className="btn btn--text" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={isSending}
            aria-busy={isSending || undefined}
          >
            {isSending ? t('dialog.sending') : t('dialog.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
