import SignaturePad from 'signature_pad';
import {
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_PIXEL_RATIO,
  SIGNATURE_MAX_WIDTH,
} from '@hospedar/contracts/guests/save-signature';

/** What the controller needs of signature_pad (a fake in tests). */
export type TPad = Pick<
  SignaturePad,
  | 'clear'
  | 'isEmpty'
  | 'toDataURL'
  | 'toData'
  | 'fromData'
  | 'off'
  | 'addEventListener'
  | 'removeEventListener'
>;

export type TSignatureControllerDeps = {
  createPad: (canvas: HTMLCanvasElement) => TPad;
  pixelRatio: () => number;
  /** Calls back when the canvas' box changes size; answers the way to stop. */
  observeResize: (element: HTMLElement, onResize: () => void) => () => void;
};

export type TSignatureController = {
  isEmpty: () => boolean;
  clear: () => void;
  /** The signature as a PNG data URL (data:image/png;base64,...), at the screen's pixel density. */
  toPng: () => string;
  /**
   * Fits the drawing surface to the canvas' CSS size × devicePixelRatio, keeping what was drawn; never
   * beyond SIGNATURE_MAX_PIXEL_RATIO nor the API's SIGNATURE_MAX_WIDTH × SIGNATURE_MAX_HEIGHT.
   */
  resize: () => void;
  subscribe: (listener: (isEmpty: boolean) => void) => () => void;
  destroy: () => void;
};

/** Ink colour and width of the pen: dark, and a little thicker than the library's default. */
const PEN = { penColor: '#111827', minWidth: 0.8, maxWidth: 2.8 } as const;

function browserResize(element: HTMLElement, onResize: () => void): () => void {
  window.addEventListener('resize', onResize);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => onResize()) : null;
  observer?.observe(element);
  return () => {
    window.removeEventListener('resize', onResize);
    observer?.disconnect();
  };
}

export const BROWSER_DEPS: TSignatureControllerDeps = {
  createPad: (canvas) => new SignaturePad(canvas, PEN),
  pixelRatio: () => window.devicePixelRatio || 1,
  observeResize: browserResize,
};

/**
 * The signature pad without React: signature_pad on a canvas that follows its CSS box and the
 * screen's pixel density (sharp strokes on phones), and tells listeners whether it is empty.
 */
export function createSignatureController(
  canvas: HTMLCanvasElement,
  deps: TSignatureControllerDeps = BROWSER_DEPS,
): TSignatureController {
  const pad = deps.createPad(canvas);
  const listeners = new Set<(isEmpty: boolean) => void>();
  const emit = () => listeners.forEach((listener) => listener(pad.isEmpty()));
  let size = { width: -1, height: -1, ratio: -1 };

  function resize() {
    const width = canvas.offsetWidth;
    const height = canvas.offsetHeight;
    // A zoomed desktop reaches ratios of 5 and more; the API takes no larger PNG than the pad's sides.
    const ratio = Math.min(
      Math.max(deps.pixelRatio(), 1),
      SIGNATURE_MAX_PIXEL_RATIO,
      SIGNATURE_MAX_WIDTH / width,
      SIGNATURE_MAX_HEIGHT / height,
    );
    if (width === size.width && height === size.height && ratio === size.ratio) return;
    size = { width, height, ratio };
    const drawn = pad.toData();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    if (drawn.length > 0) pad.fromData(drawn);
    emit();
  }

  pad.addEventListener('endStroke', emit);
  const stopObserving = deps.observeResize(canvas, resize);
  resize();

  return {
    isEmpty: () => pad.isEmpty(),
    clear() {
      pad.clear();
      emit();
    },
    toPng: () => pad.toDataURL('image/png'),
    resize,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    destroy() {
      stopObserving();
      pad.removeEventListener('endStroke', emit);
      pad.off();
      listeners.clear();
    },
  };
}
