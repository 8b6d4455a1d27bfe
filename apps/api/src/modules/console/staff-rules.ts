/** A session ends 12 hours after sign-in at the latest: a desk shift (decision 192). */
export const STAFF_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** ...and after 2 hours without a request. */
export const STAFF_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** A session's last request is written at most once a minute. */
export const STAFF_SESSION_TOUCH_MS = 60 * 1000;

/** Wrong passwords for one e-mail at one hotel within the window that lock its sign-in (decision 194). */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Wrong passwords from one address at one hotel within the window, any e-mail. */
export const SIGN_IN_MAX_FAILURES_PER_CLIENT = 20;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** A password-reset link works for 30 minutes, once (decision 195). */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
/** A new reset link for one account at most once a minute (the old one dies with it). */
export const RESET_LINK_MIN_INTERVAL_MS = 60 * 1000;
/** An invitation works for 7 days, once. */
export const INVITE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The console's pages in the browser, where the e-mailed links lead (decision 195). */
export const CONSOLE_PATHS = {
  resetPassword: '/console/reset-password',
  acceptInvite: '/console/accept-invite',
};

/**
 * The link of an e-mail: the token after `#`, which browsers never send to a server, so no access log
 * or proxy keeps it.
 */
export const consoleLink = (origin: string, path: string, token: string) => `${origin}${path}#token=${token}`;
