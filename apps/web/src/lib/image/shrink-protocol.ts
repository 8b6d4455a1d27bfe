import type { TImageErrorCode } from './image-error.ts';
import type { TShrinkOptions } from './shrink-options.ts';

/** Messages between the page and the shrink worker. */
export type TShrinkRequest = { id: number; blob: Blob; options: TShrinkOptions };
export type TShrinkResponse =
  { id: number; ok: true; blob: Blob } | { id: number; ok: false; code: TImageErrorCode };
