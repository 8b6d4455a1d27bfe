import { IMAGE_MAX_SIDE } from '@hospedar/contracts/documents/constants';

export type TShrinkOptions = { maxSide: number; quality: number };

/** Every uploaded image: JPEG, longer side at most 1280 (spec sections 5 and 9). */
export const SHRINK_DEFAULTS: TShrinkOptions = { maxSide: IMAGE_MAX_SIDE, quality: 0.85 };
