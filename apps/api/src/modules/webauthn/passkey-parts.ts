import { createHash } from 'node:crypto';
import type { TPasskey } from '@hospedar/contracts/webauthn/passkeys';

/** A challenge as the tables keep it (decision 117): its SHA-256, never the challenge itself. */
export const hashChallenge = (challenge: string): string =>
  createHash('sha256').update(challenge).digest('hex');

/** A UUID's 16 bytes: the user handle, so one device keeps one passkey per person (or member) and hotel. */
export function uuidBytes(uuid: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(uuid.replaceAll('-', ''), 'hex'));
}

/** What a passkey's owner is shown of it, the guest's and the staff member's alike. */
export function toPasskey(row: {
  id: string;
  deviceLabel: string | null;
  isBackedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}): TPasskey {
  return {
    id: row.id,
    deviceLabel: row.deviceLabel,
    isSynced: row.isBackedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
