import { useCallback, useEffect, useRef, useState } from 'react';
import type { TCameraStatus } from '../scanner-machine.ts';
import { initialScannerState, scannerTransition } from '../scanner-machine.ts';
import type {
  TScannerEffect,
  TScannerEvent,
  TScannerStart,
  TScannerState,
  TSide,
} from '../scanner-machine.ts';

export type TScannerCamera = {
  status: TCameraStatus;
  capture: () => Promise<Blob>;
  resume: () => void;
};

export type TScannerCallbacks = {
  /** A side was captured and cropped. */
  onImage: (side: TSide, image: Blob) => void;
  /** Every side is captured. */
  onFinish: () => void;
  /** The guest left without finishing. */
  onClose: () => void;
};

type TLatest = { camera: TScannerCamera; callbacks: TScannerCallbacks };
type TSend = (event: TScannerEvent<Blob>) => void;

function runEffect(effect: TScannerEffect<Blob>, { camera, callbacks }: TLatest, send: TSend): void {
  switch (effect.type) {
    case 'capture':
      camera.capture().then(
        (frame) => send({ type: 'CAPTURED', frame }),
        () => send({ type: 'CAPTURE_FAILED' }),
      );
      return;
    case 'resume-camera':
      camera.resume();
      return;
    case 'emit':
      callbacks.onImage(effect.side, effect.image);
      return;
    case 'finish':
      callbacks.onFinish();
      return;
    case 'close':
      callbacks.onClose();
      return;
    default: {
      const unknownEffect: never = effect;
      return unknownEffect;
    }
  }
}

/** The scanner machine driven by React: events in, effects run against the camera and the callbacks. */
export function useScanner(start: TScannerStart, camera: TScannerCamera, callbacks: TScannerCallbacks) {
  const [state, setState] = useState<TScannerState<Blob>>(() => initialScannerState<Blob>(start));
  const stateRef = useRef(state);
  const latest = useRef<TLatest>({ camera, callbacks });
  useEffect(() => {
    latest.current = { camera, callbacks };
  });

  const send = useCallback((event: TScannerEvent<Blob>) => {
    const { state: next, effects } = scannerTransition(stateRef.current, event);
    stateRef.current = next;
    setState(next);
    effects.forEach((effect) => runEffect(effect, latest.current, send));
  }, []);

  useEffect(() => {
    const type =
      camera.status === 'live'
        ? 'CAMERA_LIVE'
        : camera.status === 'error'
          ? 'CAMERA_FAILED'
          : 'CAMERA_PENDING';
    send({ type });
  }, [camera.status, send]);

  return { state, send };
}
