/**
 * Whether this browser speaks WebAuthn at all: "Sign in with a passkey" shows only then. Kept apart
 * from the ceremony (passkey-ceremony.ts), which loads @simplewebauthn/browser on first use.
 */
export function hasPasskeySupport(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Whether the device itself can keep a passkey and check the person (Face ID, Touch ID, Windows
 * Hello, Android's screen lock): the offer after a PIN and "Create a passkey" show only then.
 */
export async function hasPlatformAuthenticator(): Promise<boolean> {
  if (!hasPasskeySupport()) return false;
  try {
    return await window.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}
