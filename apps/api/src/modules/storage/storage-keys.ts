import { randomUUID } from 'node:crypto';
import { STORAGE_KEY_PATTERN, type TStoragePurpose } from '@hospedar/contracts/documents/constants';

/** A new key for one upload: `<tenantId>/<guestId>/<purpose>/<uuid>.<jpg|png>`. */
export function newStorageKey(input: {
  companyId: string;
  guestId: string;
  purpose: TStoragePurpose;
  contentType: 'image/jpeg' | 'image/png';
}): string {
  const extension = input.contentType === 'image/png' ? 'png' : 'jpg';
  return `${input.companyId}/${input.guestId}/${input.purpose}/${randomUUID()}.${extension}`;
}

/** Whether a key is one the server made for this hotel, guest and purpose. */
export function isKeyOf(
  key: string,
  owner: { companyId: string; guestId: string; purpose: TStoragePurpose },
): boolean {
  const match = STORAGE_KEY_PATTERN.exec(key);
  return match?.[1] === owner.companyId && match[2] === owner.guestId && match[3] === owner.purpose;
}
