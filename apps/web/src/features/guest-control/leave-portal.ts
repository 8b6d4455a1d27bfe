/**
 * Leaves the portal for another page (the hotel's guest-control system), replacing the current entry so
 * that Back from the hotel's page returns to where the guest chose the service, not to a new redirect.
 * A seam for tests.
 */
export const leavePortal = {
  to(url: string): void {
    window.location.replace(url);
  },
};
