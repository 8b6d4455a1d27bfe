/** The guest's photo where it is shown large, alone (spec section 3: 'Default avatar size 200'). */
export const DEFAULT_AVATAR_SIZE = 200;

/**
 * The photo on a guest card: on a phone (the card the screen's width, about 358 px at 390) beside the
 * name, with the 44 px upload-camera button over its corner; on a desktop's 420 px card, with the
 * 'edit photo' link below it and the card's 44 px action icons on the right.
 */
export const CARD_AVATAR_SIZE = { phone: 64, desktop: 72 } as const;

export function cardAvatarSize(isDesktop: boolean): number {
  return isDesktop ? CARD_AVATAR_SIZE.desktop : CARD_AVATAR_SIZE.phone;
}
