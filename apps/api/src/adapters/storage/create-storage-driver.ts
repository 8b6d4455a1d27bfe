import path from 'node:path';
import type { Clock } from '../../clock.ts';
import type { TServerConfig } from '../../config.ts';
import { createLocalStorageDriver } from './local-storage-driver.ts';
import { createS3StorageDriver } from './s3-storage-driver.ts';
import type { StorageDriver } from './storage-driver.ts';

/** The storage driver STORAGE_DRIVER names; config.ts has already refused a half S3 configuration. */
export function createStorageDriver(
  config: TServerConfig,
  { signingKey, clock }: { signingKey: Buffer; clock: Clock },
): StorageDriver {
  if (config.STORAGE_DRIVER === 'local') {
    return createLocalStorageDriver({ root: path.join(config.DATA_DIR, 'storage'), signingKey, clock });
  }
  const { S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_REGION || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'STORAGE_DRIVER=s3 needs S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return createS3StorageDriver(
    {
      endpoint: config.S3_ENDPOINT,
      region: S3_REGION,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    },
    { clock },
  );
}
