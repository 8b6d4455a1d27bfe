import { ImageError } from './image-error.ts';
import { shrinkWithOffscreenCanvas } from './shrink-offscreen.ts';
import type { TShrinkRequest, TShrinkResponse } from './shrink-protocol.ts';

/** The worker's global scope, as far as this worker uses it (the project's lib is DOM, not WebWorker). */
type TWorkerScope = {
  onmessage: ((event: MessageEvent<TShrinkRequest>) => void) | null;
  postMessage: (message: TShrinkResponse) => void;
};
const scope = self as unknown as TWorkerScope;

/** Shrinks images off the main thread, so a 24 MP photo never freezes the page on a phone. */
scope.onmessage = (event) => {
  const { id, blob, options } = event.data;
  shrinkWithOffscreenCanvas(blob, options).then(
    (result) => scope.postMessage({ id, ok: true, blob: result }),
    (error: unknown) =>
      scope.postMessage({
        id,
        ok: false,
        code: error instanceof ImageError ? error.code : 'IMAGE_ENCODE_FAILED',
      }),
  );
};
