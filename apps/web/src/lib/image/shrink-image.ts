import { ImageError } from './image-error.ts';
import { shrinkOnMainThread } from './shrink-main-thread.ts';
import { SHRINK_DEFAULTS } from './shrink-options.ts';
import type { TShrinkOptions } from './shrink-options.ts';
import type { TShrinkRequest, TShrinkResponse } from './shrink-protocol.ts';

type TPending = { resolve: (blob: Blob) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, TPending>();

function canUseWorker(): boolean {
  return typeof Worker === 'function' && typeof OffscreenCanvas === 'function';
}

function startWorker(): Worker {
  const started = new Worker(new URL('./shrink-image.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<TShrinkResponse>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.blob);
    else waiting.reject(new ImageError(answer.code));
  };
  started.onerror = () => {
    // The worker could not start (or died): the waiting images are shrunk on the main thread.
    worker = null;
    started.terminate();
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach((entry) => entry.reject(new Error('worker-failed')));
  };
  return started;
}

function shrinkInWorker(blob: Blob, options: TShrinkOptions): Promise<Blob> {
  worker ??= startWorker();
  const id = nextId++;
  const request: TShrinkRequest = { id, blob, options };
  return new Promise<Blob>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker?.postMessage(request);
  });
}

/**
 * An image made ready to upload: a JPEG whose longer side is at most 1280 px, upright (EXIF orientation
 * applied) and without metadata. Shrunk in a Web Worker; on the main thread only without OffscreenCanvas.
 * Rejects with an ImageError (IMAGE_UNREADABLE when the browser cannot decode it, such as HEIC on Chrome).
 */
export async function shrinkImage(blob: Blob, options: TShrinkOptions = SHRINK_DEFAULTS): Promise<Blob> {
  if (!canUseWorker()) return shrinkOnMainThread(blob, options);
  try {
    return await shrinkInWorker(blob, options);
  } catch (error) {
    if (error instanceof ImageError) throw error;
    return shrinkOnMainThread(blob, options);
  }
}
