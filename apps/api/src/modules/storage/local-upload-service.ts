import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { DOCUMENT_UPLOAD_MAX_BYTES, isServerStorageKey } from '@hospedar/contracts/documents/constants';
import type { LocalStorageDriver } from '../../adapters/storage/local-storage-driver.ts';
import { verifyUploadPolicy, type LocalUploadPolicy } from '../../adapters/storage/local-storage-signing.ts';
import type { Clock } from '../../clock.ts';
import { HttpError } from '../../http-error.ts';
import { imageRefusal, imageRefused } from './image-check.ts';
import { fileTooLarge, policyExpired, policyInvalid, typeNotAllowed } from './storage-errors.ts';

const METADATA_PREFIX = 'x-amz-meta-';
const SIGNED_FIELDS = ['key', 'Content-Type', 'policy', 'signature'];

class FileTooLargeError extends Error {}

/** Counts bytes through the stream and fails as soon as they pass the limit. */
function byteLimit(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new FileTooLargeError() : null, chunk);
    },
  });
}

/** The form's policy once its signature, fields and expiry hold. */
function checkedPolicy(fields: Map<string, string>, signingKey: Buffer, now: Date): LocalUploadPolicy {
  const encoded = fields.get('policy');
  const signature = fields.get('signature');
  if (!encoded || !signature) throw policyInvalid('the policy or its signature is missing');
  const policy = verifyUploadPolicy(encoded, signature, signingKey);
  if (!policy || !isServerStorageKey(policy.key)) throw policyInvalid('the signature does not match');
  if (fields.get('key') !== policy.key) throw policyInvalid('the key is not the signed one');
  for (const name of fields.keys()) {
    const isMetadata = name.startsWith(METADATA_PREFIX);
    if (!isMetadata && !SIGNED_FIELDS.includes(name)) throw policyInvalid(`the field ${name} is not allowed`);
    if (isMetadata && policy.metadata[name.slice(METADATA_PREFIX.length)] !== fields.get(name)) {
      throw policyInvalid(`the field ${name} is not the signed one`);
    }
  }
  for (const [name, value] of Object.entries(policy.metadata)) {
    if (fields.get(`${METADATA_PREFIX}${name}`) !== value)
      throw policyInvalid(`the field ${name} is missing`);
  }
  if (now.getTime() > Date.parse(policy.expiresAt)) throw policyExpired();
  if (fields.get('Content-Type') !== policy.contentType) throw typeNotAllowed(policy.contentType);
  return policy;
}

/**
 * POST /api/storage/upload, the local driver's S3-like form upload. The signed policy is the only
 * authorization. Fields come first, the file last under `file`; the file must be declared of the form's
 * type, fit in maxBytes (the stream is cut as soon as it does not) and be a whole JPEG or PNG of that type
 * no wider or taller than IMAGE_MAX_SIDE. Only then is it moved into place; nothing is kept on a refusal.
 */
export function createLocalUploadService({ storage, clock }: { storage: LocalStorageDriver; clock: Clock }) {
  async function store(part: MultipartFile, policy: LocalUploadPolicy): Promise<void> {
    if (part.fieldname !== 'file') throw policyInvalid('the file must be sent last, as "file"');
    if (part.mimetype !== policy.contentType) throw typeNotAllowed(policy.contentType);
    const temporary = await storage.files.temporaryPath();
    try {
      await pipeline(part.file, byteLimit(policy.maxBytes), createWriteStream(temporary, { mode: 0o600 }));
      if (part.file.truncated) throw fileTooLarge(policy.maxBytes);
      const refusal = await imageRefusal(temporary, policy.contentType);
      if (refusal) throw imageRefused(refusal);
      await storage.files.commit(policy.key, temporary, {
        contentType: policy.contentType,
        metadata: policy.metadata,
      });
    } catch (error) {
      await storage.files.discard(temporary);
      if (error instanceof FileTooLargeError) throw fileTooLarge(policy.maxBytes);
      throw error;
    }
  }

  return {
    async receive(parts: AsyncIterable<Multipart>): Promise<void> {
      const fields = new Map<string, string>();
      try {
        for await (const part of asFormParts(parts)) {
          if (part.type === 'field') {
            if (fields.has(part.fieldname)) throw policyInvalid(`the field ${part.fieldname} is repeated`);
            fields.set(part.fieldname, typeof part.value === 'string' ? part.value : '');
            continue;
          }
          await store(part, checkedPolicy(fields, storage.signingKey, clock()));
          return;
        }
      } catch (error) {
        throw asUploadError(error);
      }
      throw policyInvalid('no file was sent');
    },
  };
}
export type LocalUploadService = ReturnType<typeof createLocalUploadService>;

/**
 * The parts of the request, where reading the next one fails only on the body the client sent (no
 * boundary, a part cut short, a malformed header): busboy's errors carry no code, so each is the
 * client's malformed form (400), never a 500.
 */
async function* asFormParts(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      const mapped = asUploadError(error);
      throw mapped instanceof HttpError ? mapped : policyInvalid('the request is not a valid multipart form');
    }
    if (next.done) return;
    yield next.value;
  }
}

/** Multipart's own errors (not a form, too many parts, the file over the hard limit) as storage codes. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error) || !('code' in error)) return error;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(DOCUMENT_UPLOAD_MAX_BYTES);
  if (typeof error.code === 'string' && error.code.startsWith('FST_')) {
    return policyInvalid('the request is not a valid multipart form');
  }
  return error;
}
