import i18next from 'i18next';

/**
 * The ceremonies (with @simplewebauthn/browser) and their texts, on first use only: a dynamic import,
 * so the way to the PIN screen carries none of it (decision 119).
 */
export function loadPasskeyCeremony() {
  return Promise.all([
    import('./passkey-ceremony.ts'),
    i18next.loadNamespaces(['passkeys', 'guest-errors']),
  ]).then(([ceremony]) => ceremony);
}
