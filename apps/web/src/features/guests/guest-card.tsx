import { useId } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { cardAvatarSize } from './avatar-sizes.ts';
import { GuestAvatar } from './guest-avatar.tsx';
import { fullName } from './guest-cards.ts';
import type { TGuestCard } from './guest-cards.ts';
import { GuestChips } from './guest-chips.tsx';
import { ChevronDownIcon, EditIcon } from './guest-icons.tsx';

export type TGuestCardProps = {
  card: TGuestCard;
  isDesktop: boolean;
  /** Mobile: the card the guest tapped (its action button shows). */
  isSelected: boolean;
  /** This card's form is opening. */
  isOpening: boolean;
  /** The list is busy (a form opening, the list being finished): clicks do nothing. */
  isBusy: boolean;
  onSelect: () => void;
  onOpen: () => void;
  /** The send-notification icon (spec section 2), drawn by the app for notifiable companions. */
  sendNotificationAction?: ReactNode;
  /** The photo to show: `card.photoUrl` unless it was changed on this screen. */
  photoUrl?: string | null;
  /** The photo action, offered only on cards the viewer may edit. */
  photoAction?: ReactNode;
};

/**
 * A guest card. Desktop: the card opens the form on click, and an edit icon button (with tooltip) is
 * the keyboard's way in. Mobile: the name is a button that selects the card and reveals 'Fill guest
 * record' or 'Edit data'. Cards the viewer may not edit have no action at all.
 */
export function GuestCardView(props: TGuestCardProps) {
  const { card, isDesktop, isSelected, isOpening, isBusy, onSelect, onOpen } = props;
  const { t } = useTranslation('guests');
  const id = useId();
  const name = fullName(card);
  const open = () => {
    if (!isBusy) onOpen();
  };
  const isMobileAction = !isDesktop && card.canEdit;
  const classes = ['guest-card'];
  if (card.canEdit) classes.push(isDesktop ? 'guest-card--clickable' : 'guest-card--selectable');
  if (isMobileAction && isSelected) classes.push('guest-card--selected');
  const title = (
    <>
      {name}
      {card.isSelf ? (
        <>
          {' '}
          <span className="guest-card__you">{t('card.you')}</span>
        </>
      ) : null}
    </>
  );

  return (
    <div className={classes.join(' ')} onClick={isDesktop && card.canEdit ? open : undefined}>
      <GuestAvatar
        size={cardAvatarSize(isDesktop)}
        photoUrl={props.photoUrl === undefined ? card.photoUrl : props.photoUrl}
        photoAction={card.canEdit ? props.photoAction : undefined}
        actionPlacement={isDesktop ? 'below' : 'overlay'}
      />
      <div className="guest-card__body">
        <h2 className="guest-card__name" id={`${id}-name`}>
          {isMobileAction ? (
            <button
              type="button"
              className="guest-card__select"
              aria-expanded={isSelected}
              aria-controls={`${id}-action`}
              onClick={onSelect}
            >
              {title}
            </button>
          ) : (
            title
          )}
        </h2>
        {card.showsContact ? (
          <p className={`guest-card__contact${card.email ? '' : ' guest-card__contact--none'}`}>
            {card.email ?? t('card.noEmail')}
          </p>
        ) : null}
        <GuestChips card={card} label={t('card.statusLabel', { name })} />
      </div>
      {isDesktop && (card.canEdit || props.sendNotificationAction) ? (
        <div className="guest-card__actions">
          {props.sendNotificationAction}
          {card.canEdit ? (
            <Tooltip title={t('card.edit')}>
              <IconButton
                aria-label={t('card.editLabel', { name })}
                onClick={(event) => {
                  event.stopPropagation();
                  open();
                }}
                sx={{ color: 'primary.dark', width: 44, height: 44 }}
              >
                {isOpening ? <CircularProgress size={20} color="inherit" /> : <EditIcon />}
              </IconButton>
            </Tooltip>
          ) : null}
        </div>
      ) : null}
      {isMobileAction ? (
        <span className="guest-card__chevron" aria-hidden="true">
          <ChevronDownIcon />
        </span>
      ) : null}
      {isMobileAction ? (
        <div id={`${id}-action`} className="guest-card__mobile-action" hidden={!isSelected}>
          {isSelected ? (
            <Button
              variant="contained"
              fullWidth
              size="large"
              aria-describedby={`${id}-name`}
              onClick={open}
              startIcon={isOpening ? <CircularProgress size={18} color="inherit" /> : <EditIcon />}
            >
              {card.isCompleted ? t('card.editData') : t('card.fill')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
