import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../../clock.ts';
import { isServerStorageKey } from '@hospedar/contracts/documents/constants';
import type { StorageDriver } from './storage-driver.ts';

export type S3StorageSettings = {
  /** An S3-compatible endpoint (https://…); unset for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers need. */
  forcePathStyle: boolean;
};

const isNotFound = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey'));

/**
 * An S3-compatible bucket: uploads are presigned POST forms whose conditions fix the key, the content
 * type, the size (1 byte to maxBytes) and the metadata; reads are presigned GETs. S3 cannot look at the
 * bytes, so `checksImagesOnUpload` is false and the services check a file when its key is saved.
 */
export function createS3StorageDriver(
  settings: S3StorageSettings,
  { clock }: { clock: Clock },
): StorageDriver {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;

  return {
    name: 's3',
    checksImagesOnUpload: false,
    async createUploadForm({ key, contentType, maxBytes, expiresAt, metadata }) {
      const metadataFields = Object.fromEntries(
        Object.entries(metadata).map(([name, value]) => [`x-amz-meta-${name}`, value]),
      );
      const conditions: NonNullable<PresignedPostOptions['Conditions']> = [
        { bucket: Bucket },
        ['eq', '$key', key],
        ['eq', '$Content-Type', contentType],
        ['content-length-range', 1, maxBytes],
        ...Object.entries(metadataFields).map(([name, value]): ['eq', string, string] => [
          'eq',
          `$${name}`,
          value,
        ]),
      ];
      const seconds = Math.max(1, Math.round((expiresAt.getTime() - clock().getTime()) / 1000));
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: conditions,
        Fields: { 'Content-Type': contentType, ...metadataFields },
        Expires: seconds,
      });
      return { url, fields };
    },
    async signedReadUrl(key, expiresInSeconds) {
      const command = new GetObjectCommand({ Bucket, Key: key, ResponseCacheControl: 'private, no-store' });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix?: string) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken, Prefix: prefix }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isServerStorageKey(object.Key)) {
            yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
