/** The sides of an identity document (spec section 3). */
export type TSide = 'front' | 'back';

export type TCameraStatus = 'pending' | 'live' | 'error';

/**
 * The document scanner of spec section 4, without a framework: side starts at front; scan captures and
 * enters cropping; confirming the crop emits the image and side; front then switches to back, back
 * (or a one-sided document) finishes. The image type is a parameter, so tests use plain strings.
 */
export type TScannerState<TImage> = {
  /** The sides this document has: passports and birth certificates have only a front. */
  sides: readonly TSide[];
  side: TSide;
  phase: 'live' | 'capturing' | 'cropping' | 'done';
  camera: TCameraStatus;
  captured: Record<TSide, boolean>;
  /** The frame being cropped (phase 'cropping'). */
  frame: TImage | null;
};

export type TScannerEvent<TImage> =
  | { type: 'CAMERA_PENDING' }
  | { type: 'CAMERA_LIVE' }
  | { type: 'CAMERA_FAILED' }
  | { type: 'SCAN' }
  | { type: 'CAPTURED'; frame: TImage }
  | { type: 'CAPTURE_FAILED' }
  | { type: 'CONFIRM_CROP'; image: TImage }
  | { type: 'CANCEL' }
  | { type: 'SELECT_SIDE'; side: TSide };

/** What the caller must do after a transition (the machine itself touches nothing). */
export type TScannerEffect<TImage> =
  | { type: 'capture' }
  | { type: 'resume-camera' }
  | { type: 'emit'; side: TSide; image: TImage }
  | { type: 'finish' }
  | { type: 'close' };

export type TTransition<TImage> = { state: TScannerState<TImage>; effects: TScannerEffect<TImage>[] };

export type TScannerStart = {
  sides: readonly TSide[];
  /** The side to scan first (front unless the guest asked to redo the back). */
  side?: TSide;
  /** Sides already in the form: a redo of the back needs no new front. */
  captured?: Partial<Record<TSide, boolean>>;
};

export function initialScannerState<TImage>(start: TScannerStart): TScannerState<TImage> {
  const captured = { front: false, back: false, ...start.captured };
  const wanted = start.side ?? 'front';
  const side = wanted === 'back' && start.sides.includes('back') && captured.front ? 'back' : 'front';
  return { sides: start.sides, side, phase: 'live', camera: 'pending', captured, frame: null };
}

/** The back can be chosen only once the front is captured (and only if the document has a back). */
export function isSideEnabled<TImage>(state: TScannerState<TImage>, side: TSide): boolean {
  if (!state.sides.includes(side)) return false;
  return side === 'front' || state.captured.front;
}

/** Scan needs a live camera and the live phase: not while permission is pending or after an error. */
export function canScan<TImage>(state: TScannerState<TImage>): boolean {
  return state.phase === 'live' && state.camera === 'live';
}

function nextSide(state: TScannerState<unknown>): TSide | null {
  if (state.side === 'front' && state.sides.includes('back')) return 'back';
  return null;
}

export function scannerTransition<TImage>(
  state: TScannerState<TImage>,
  event: TScannerEvent<TImage>,
): TTransition<TImage> {
  const stay = { state, effects: [] };
  switch (event.type) {
    case 'CAMERA_PENDING':
      return { state: { ...state, camera: 'pending' }, effects: [] };
    case 'CAMERA_LIVE':
      return { state: { ...state, camera: 'live' }, effects: [] };
    case 'CAMERA_FAILED': {
      const phase = state.phase === 'capturing' ? 'live' : state.phase;
      return { state: { ...state, camera: 'error', phase }, effects: [] };
    }
    case 'SCAN':
      if (!canScan(state)) return stay;
      return { state: { ...state, phase: 'capturing' }, effects: [{ type: 'capture' }] };
    case 'CAPTURED':
      if (state.phase !== 'capturing') return stay;
      return { state: { ...state, phase: 'cropping', frame: event.frame }, effects: [] };
    case 'CAPTURE_FAILED':
      if (state.phase !== 'capturing') return stay;
      return { state: { ...state, phase: 'live' }, effects: [{ type: 'resume-camera' }] };
    case 'CONFIRM_CROP': {
      if (state.phase !== 'cropping') return stay;
      const captured = { ...state.captured, [state.side]: true };
      const emit: TScannerEffect<TImage> = { type: 'emit', side: state.side, image: event.image };
      const next = nextSide(state);
      if (next) {
        return {
          state: { ...state, captured, side: next, phase: 'live', frame: null },
          effects: [emit, { type: 'resume-camera' }],
        };
      }
      return {
        state: { ...state, captured, phase: 'done', frame: null },
        effects: [emit, { type: 'finish' }],
      };
    }
    case 'CANCEL':
      if (state.phase === 'cropping') {
        return { state: { ...state, phase: 'live', frame: null }, effects: [{ type: 'resume-camera' }] };
      }
      if (state.phase === 'done') return stay;
      return { state: { ...state, phase: 'done' }, effects: [{ type: 'close' }] };
    case 'SELECT_SIDE':
      if (state.phase !== 'live' || !isSideEnabled(state, event.side) || event.side === state.side) {
        return stay;
      }
      return { state: { ...state, side: event.side }, effects: [] };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
