import {
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_PIXEL_RATIO,
  SIGNATURE_MAX_WIDTH,
} from '@hospedar/contracts/guests/save-signature';

/** The typed signature's surface in CSS pixels: as wide as the desktop modal's pad, as high as any pad. */
export const TYPED_SIGNATURE_WIDTH = 640;
export const TYPED_SIGNATURE_HEIGHT = 200;
/** Largest and smallest letters; a long name shrinks to fit the width between the margins. */
const LARGEST_FONT = 88;
const SMALLEST_FONT = 24;
const MARGIN = 24;
const INK = '#111827';

export type TTypedSignatureInput = {
  name: string;
  /** A CSS font-family list, e.g. '"Hospedar Caveat", cursive'. */
  fontFamily: string;
  pixelRatio: number;
};

/** What the renderer needs of a canvas (a fake in tests). */
export type TSignatureCanvas = Pick<HTMLCanvasElement, 'width' | 'height' | 'toDataURL'> & {
  getContext(
    kind: '2d',
  ): Pick<
    CanvasRenderingContext2D,
    'scale' | 'fillText' | 'measureText' | 'font' | 'fillStyle' | 'textAlign' | 'textBaseline'
  > | null;
};

/** The device pixels a CSS pixel gets: the screen's, never beyond the pad's cap nor the API's sides. */
export function typedSignatureRatio(pixelRatio: number): number {
  return Math.min(
    Math.max(pixelRatio, 1),
    SIGNATURE_MAX_PIXEL_RATIO,
    SIGNATURE_MAX_WIDTH / TYPED_SIGNATURE_WIDTH,
    SIGNATURE_MAX_HEIGHT / TYPED_SIGNATURE_HEIGHT,
  );
}

/**
 * Draws the typed name in a handwriting style on a transparent canvas, as the pad draws a stroke, and
 * answers the same kind of PNG data URL the pad sends (same API, same limits).
 */
export function renderTypedSignature(canvas: TSignatureCanvas, input: TTypedSignatureInput): string {
  const ratio = typedSignatureRatio(input.pixelRatio);
  canvas.width = Math.round(TYPED_SIGNATURE_WIDTH * ratio);
  canvas.height = Math.round(TYPED_SIGNATURE_HEIGHT * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.scale(ratio, ratio);
  const name = input.name.trim();
  let size = LARGEST_FONT;
  const fontAt = (px: number) => `${px}px ${input.fontFamily}`;
  context.font = fontAt(size);
  while (size > SMALLEST_FONT && context.measureText(name).width > TYPED_SIGNATURE_WIDTH - 2 * MARGIN) {
    size -= 4;
    context.font = fontAt(size);
  }
  context.fillStyle = INK;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(
    name,
    TYPED_SIGNATURE_WIDTH / 2,
    TYPED_SIGNATURE_HEIGHT / 2,
    TYPED_SIGNATURE_WIDTH - 2 * MARGIN,
  );
  return canvas.toDataURL('image/png');
}

/** A name worth signing: at least two letters (a dot or a space would leave no ink the API accepts). */
export function isSignableName(name: string): boolean {
  return (name.match(/\p{L}/gu) ?? []).length >= 2;
}
