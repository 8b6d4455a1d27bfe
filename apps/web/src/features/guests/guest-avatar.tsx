import { useState } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_AVATAR_SIZE } from './avatar-sizes.ts';

export type TGuestAvatarProps = {
  /** In CSS pixels; 200 (the spec's default) unless the place says otherwise (a card: avatar-sizes.ts). */
  size?: number;
  /** The guest's photo (a signed URL or a local preview); the default drawing without one. */
  photoUrl?: string | null;
  /**
   * The photo action (spec section 2): an upload-camera button over the photo on small screens
   * ('overlay'), an 'edit photo' link below it otherwise ('below'). Its clicks stay with it, so they
   * neither open nor select the card.
   */
  photoAction?: ReactNode;
  actionPlacement?: 'overlay' | 'below';
};

/** The default photo: a person drawn in the theme colour on a soft tint (decorative). */
function DefaultPhoto({ size }: { size: number }) {
  return (
    <svg
      className="guest-avatar__image"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" className="guest-avatar__bg" />
      <circle cx="32" cy="25" r="11" className="guest-avatar__figure" />
      <path d="M12 55c3-10 11-16 20-16s17 6 20 16a32 32 0 0 1-40 0z" className="guest-avatar__figure" />
    </svg>
  );
}

/**
 * The guest's photo, round; the default drawing when there is none or it fails to load. Decorative
 * (empty alt): the guest's name is next to it.
 */
export function GuestAvatar({
  size = DEFAULT_AVATAR_SIZE,
  photoUrl,
  photoAction,
  actionPlacement = 'below',
}: TGuestAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isPhotoShown = Boolean(photoUrl) && photoUrl !== failedUrl;
  return (
    <span className="guest-avatar" style={{ width: size }}>
      {photoUrl && isPhotoShown ? (
        <img
          className="guest-avatar__image guest-avatar__photo"
          src={photoUrl}
          alt=""
          width={size}
          height={size}
          decoding="async"
          onError={() => setFailedUrl(photoUrl)}
        />
      ) : (
        <DefaultPhoto size={size} />
      )}
      {photoAction ? (
        <span
          className={`guest-avatar__action guest-avatar__action--${actionPlacement}`}
          onClick={(event) => event.stopPropagation()}
        >
          {photoAction}
        </span>
      ) : null}
    </span>
  );
}
