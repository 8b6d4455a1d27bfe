/**
 * The furthest step of the reservation flow this visitor has reached in this tab, kept in
 * sessionStorage so that a reload (or a lost connection) returns to it instead of the first step.
 */
const REACHED_KEY = 'hospedar.flow.reservation.reached';

export function loadReachedRoute(): string | null {
  try {
    return window.sessionStorage.getItem(REACHED_KEY);
  } catch {
    return null;
  }
}

/** Remembers `route` when it is further in `routes` than what was reached before. */
export function rememberReachedRoute(routes: readonly string[], route: string): void {
  const index = routes.indexOf(route);
  if (index < 0) return;
  const reached = loadReachedRoute();
  if (reached !== null && routes.indexOf(reached) >= index) return;
  try {
    window.sessionStorage.setItem(REACHED_KEY, route);
  } catch {
    // Storage unavailable: a reload starts at the first step, as the spec's default.
  }
}
