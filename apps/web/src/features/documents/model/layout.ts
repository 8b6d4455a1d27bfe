/** MUI's md breakpoint and up: the scanner and the crop open as modals there, full screen below. */
export const DESKTOP_QUERY = '(min-width: 900px)';
/** The scanner's card modal on medium and larger screens (spec section 2). */
export const SCANNER_WIDTH_PX = 540;

/** A dialog's paper as wide as the screen allows, up to `maxWidth`, with 16 px beside it on phones. */
export function dialogPaperSx(maxWidth: number) {
  return { width: 'calc(100% - 32px)', maxWidth, m: 2 } as const;
}
