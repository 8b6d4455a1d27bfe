import {
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MIN_INK_PIXELS,
  type TSaveSignatureResponse,
} from '@hospedar/contracts/guests/save-signature';
import { VALIDATION_MESSAGE_KEYS } from '@hospedar/contracts/validation/messages';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { serializesQueries } from '../../db/serializes-queries.ts';
import { HttpError } from '../../http-error.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { countInkPixels, SignatureImageError, SignatureTooLargeError } from './signature-png.ts';
import { createSignatureRepository } from './signature-repository.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const imageRefused = (message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', 'The signature image is not accepted.', {
    fields: [{ field: 'body.image', message }],
  });

/**
 * The PNG of a data URL, once it is a real PNG of at most SIGNATURE_MAX_BYTES, no larger than the pad
 * (SIGNATURE_TOO_LARGE), with enough ink.
 */
export async function signaturePng(image: string): Promise<Buffer> {
  const base64 = image.startsWith(SIGNATURE_DATA_URL_PREFIX)
    ? image.slice(SIGNATURE_DATA_URL_PREFIX.length)
    : '';
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw imageRefused('The image is not a base64 PNG data URL.');
  }
  const png = Buffer.from(base64, 'base64');
  if (png.length > SIGNATURE_MAX_BYTES) {
    throw imageRefused(`The image is larger than ${SIGNATURE_MAX_BYTES} bytes.`);
  }
  try {
    const { ink } = await countInkPixels(png, SIGNATURE_MIN_INK_PIXELS);
    if (ink < SIGNATURE_MIN_INK_PIXELS) throw imageRefused(VALIDATION_MESSAGE_KEYS.required);
  } catch (error) {
    if (error instanceof SignatureTooLargeError) {
      throw new HttpError(400, 'SIGNATURE_TOO_LARGE', error.message, {
        fields: [{ field: 'body.image', message: error.message }],
      });
    }
    if (error instanceof SignatureImageError) throw imageRefused(error.message);
    throw error;
  }
  return png;
}

/**
 * Signatures (PUT/GET /api/clients/:id/signature): adults only, each for itself; the main guest does not
 * sign for adult companions, and minors do not sign. The guest-access guard (isAdultOnly) hands over the
 * signer; every other id answered 404 GUEST_NOT_FOUND there.
 */
export function createSignatureService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createSignatureRepository(db);
  // PGlite runs one query at a time: a signature's write then waits its turn too (decision 50). On
  // PostgreSQL the writes go in parallel on the pool's connections (decision 251).
  const isWriteInTurn = serializesQueries(db);
  let queue: Promise<unknown> = Promise.resolve();

  return {
    async saveSignature({ guest }: GuestAccess, image: string): Promise<TSaveSignatureResponse> {
      const store = (png: Buffer) =>
        repository.replaceSignature({ companyId: guest.companyId, guestId: guest.id, png, now: clock() });
      // One signature at a time per process is read and counted before the next one starts.
      const turn = queue.then(async () => {
        const png = await signaturePng(image);
        return { png, signatureId: isWriteInTurn ? await store(png) : null };
      });
      queue = turn.catch(() => undefined);
      const done = await turn;
      return { signatureId: done.signatureId ?? (await store(done.png)) };
    },

    /** The stored PNG; 404 NOT_FOUND when the guest has not signed. */
    async getSignature({ guest }: GuestAccess): Promise<Buffer> {
      const row = await repository.findSignature(guest.companyId, guest.id);
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'The guest has not signed yet.');
      return row.png;
    },
  };
}
export type SignatureService = ReturnType<typeof createSignatureService>;
