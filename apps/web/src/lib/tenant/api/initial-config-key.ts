/**
 * The hotel's configuration is asked once per page (spec section 4, with the first address's ids), so
 * its cache entry has one fixed key; the root loader fills it and never revalidates it.
 */
export const INITIAL_CONFIG_QUERY_KEY = ['config'] as const;
