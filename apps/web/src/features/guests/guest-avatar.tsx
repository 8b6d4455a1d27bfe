import type { ReactNode } from 'react';

export type TGuestAvatarProps = {
  size?: number;
  /**
   * Where the photo action goes (spec section 2: an upload-camera button on small screens, an 'edit
   * photo' link otherwise). Photo upload arrives with its own issue; until then nothing is offered,
   * rather than a control that would pretend to upload.
   */
  photoAction?: ReactNode;
};

/** The default photo: a person drawn in the theme colour on a soft tint (decorative). */
export function GuestAvatar({ size = 64, photoAction }: TGuestAvatarProps) {
  return (
    <span className="guest-avatar" style={{ width: size }}>
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
      {photoAction}
    </span>
  );
}
