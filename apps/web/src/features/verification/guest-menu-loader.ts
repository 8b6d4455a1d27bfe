import i18next from 'i18next';

/** The header's account menu with its texts (guest-menu-slot.tsx). */
export function loadGuestMenu() {
  return Promise.all([import('./guest-menu.tsx'), i18next.loadNamespaces('passkeys')]).then(([m]) => ({
    default: m.GuestMenu,
  }));
}
