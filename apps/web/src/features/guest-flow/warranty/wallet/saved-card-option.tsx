import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { TSavedCard } from '@hospedar/contracts/payment/cards';
import { BrandMark } from '../brand-mark.tsx';

/** One saved card: a radio with its brand, last 4 digits, expiry and name; a delete button beside it. */
export function SavedCardOption({
  card,
  isChosen,
  isChoosable,
  onChoose,
  onDelete,
}: {
  card: TSavedCard;
  isChosen: boolean;
  /** False once the guarantee is given: the card is only listed, to be deleted. */
  isChoosable: boolean;
  onChoose: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('payment');
  const brand = t(`brand.${card.brand}`);
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
  const id = `saved-card-${card.id}`;
  return (
    <div className={`saved-card${isChosen ? ' saved-card--chosen' : ''}`}>
      {isChoosable ? (
        <input
          id={id}
          type="radio"
          name="saved-card"
          checked={isChosen}
          onChange={onChoose}
          className="saved-card__radio"
        />
      ) : null}
      <label htmlFor={isChoosable ? id : undefined} className="saved-card__label">
        <BrandMark brand={card.brand} />
        <span className="saved-card__text">
          <span className="saved-card__name">{t('wallet.ending', { brand, last4: card.lastFour })}</span>
          <span className="saved-card__meta">
            {t('wallet.expires', { date: expiry })} · {card.holderName}
          </span>
        </span>
      </label>
      <IconButton
        onClick={onDelete}
        aria-label={t('wallet.deleteLabel', { brand, last4: card.lastFour })}
        className="saved-card__delete"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
            fill="currentColor"
          />
        </svg>
      </IconButton>
    </div>
  );
}
