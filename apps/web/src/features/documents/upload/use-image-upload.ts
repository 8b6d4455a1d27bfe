import { useCallback, useEffect, useRef, useState } from 'react';
import { prepareImageFile } from '../../../lib/image/prepare-image-file.ts';
import { shrinkImage } from '../../../lib/image/shrink-image.ts';
import { useDocumentsRequest } from '../api/documents-request.ts';
import type { TStorageTarget } from '../api/get-storage-upload.ts';
import { createImageUpload } from '../api/upload-image.ts';
import type { TImageUpload } from '../api/upload-image.ts';
import { toUploadFailure } from './image-error-code.ts';
import type { TUploadFailure } from './image-error-code.ts';

export type TUploadState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'uploading'; progress: number; previewUrl: string }
  | { status: 'failed'; failure: TUploadFailure; canRetry: boolean; previewUrl: string | null }
  | { status: 'done'; key: string; previewUrl: string };

export type TUseImageUploadOptions = {
  target: TStorageTarget;
  /** The image is stored: its key, and a local preview (an object URL of the shrunk JPEG). */
  onUploaded: (key: string, previewUrl: string) => void;
};

const IDLE: TUploadState = { status: 'idle' };

/**
 * One image slot: shrink (file or camera frame), upload with progress, and Retry that re-sends the same
 * shrunk image. A newer image replaces an unfinished one (its results are ignored).
 */
export function useImageUpload({ target, onUploaded }: TUseImageUploadOptions) {
  const request = useDocumentsRequest();
  const [state, setState] = useState<TUploadState>(IDLE);
  const latest = useRef({ target, onUploaded });
  const run = useRef(0);
  const upload = useRef<{ job: TImageUpload; previewUrl: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = { target, onUploaded };
  });
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async (id: number) => {
    const current = upload.current;
    if (!current) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const { previewUrl } = current;
    setState({ status: 'uploading', progress: 0, previewUrl });
    try {
      const key = await current.job.send({
        signal: abort.signal,
        onProgress: (progress) => {
          if (run.current === id) setState({ status: 'uploading', progress, previewUrl });
        },
      });
      if (run.current !== id) return;
      setState({ status: 'done', key, previewUrl });
      latest.current.onUploaded(key, previewUrl);
    } catch (error) {
      if (run.current !== id || abort.signal.aborted) return;
      setState({ status: 'failed', failure: toUploadFailure(error), canRetry: true, previewUrl });
    }
  }, []);

  const start = useCallback(
    async (prepare: () => Promise<Blob>) => {
      const id = ++run.current;
      controller.current?.abort();
      setState({ status: 'preparing' });
      let image: Blob;
      try {
        image = await prepare();
      } catch (error) {
        if (run.current === id) {
          setState({ status: 'failed', failure: toUploadFailure(error), canRetry: false, previewUrl: null });
        }
        return;
      }
      if (run.current !== id) return;
      const previewUrl = URL.createObjectURL(image);
      const job = createImageUpload({ target: latest.current.target, image, request });
      upload.current = { job, previewUrl };
      await send(id);
    },
    [request, send],
  );

  /** A file the guest picked: checked, shrunk, uploaded. */
  const uploadFile = useCallback((file: File) => void start(() => prepareImageFile(file)), [start]);
  /** A cropped camera frame: shrunk, uploaded. */
  const uploadCapture = useCallback((image: Blob) => void start(() => shrinkImage(image)), [start]);
  /** Sends the same shrunk image again. */
  const retry = useCallback(() => void send(run.current), [send]);
  const reset = useCallback(() => {
    run.current += 1;
    controller.current?.abort();
    upload.current = null;
    setState(IDLE);
  }, []);

  return { state, uploadFile, uploadCapture, retry, reset };
}
