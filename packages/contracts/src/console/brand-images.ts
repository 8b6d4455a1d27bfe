import { z } from 'zod';

/** The images an owner uploads for the portal (decision 221): the two logos and the background. */
export const BRAND_IMAGE_KINDS = ['logo-internal', 'logo-external', 'background'] as const;
export const ZBrandImageKind = z.enum(BRAND_IMAGE_KINDS);
export type TBrandImageKind = z.infer<typeof ZBrandImageKind>;

/** Largest file accepted (5 MB): a phone's photo fits, a mistaken video does not. */
export const BRAND_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Widest or tallest image accepted before it is resized (checked from the header, before decoding). */
export const BRAND_IMAGE_MAX_SIDE = 8000;
/** What the file picker offers; the server decides by the bytes, never by this or the name. */
export const BRAND_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** The path the portal serves an uploaded image at: a content hash, so it is cached for good. */
export const BRAND_IMAGE_PATH_PREFIX = '/api/brand-images/';
export const BRAND_IMAGE_NAME = /^[0-9a-f]{24}\.(?:png|webp)$/;

/** POST /api/console/settings/logos/images?kind=…: where the stored image is served, and its size. */
export const ZBrandImageUploaded = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type TBrandImageUploaded = z.infer<typeof ZBrandImageUploaded>;
