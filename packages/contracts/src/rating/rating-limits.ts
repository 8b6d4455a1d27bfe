/**
 * The rating's limits, apart from its schemas: the portal's rating dialog reads them without building
 * zod's schemas on the guest list (decision 265).
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX = 1000;
