import { join } from 'node:path';
import type { Config } from '../../config';
import { LocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';

export type S3Config = Partial<
  Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>
>;

/** The bucket S3_BUCKET names when set; otherwise the folder DATA_DIR/uploads. */
export function createObjectStore(config: Pick<Config, 'DATA_DIR'> & S3Config): ObjectStore {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket) return new LocalObjectStore(join(config.DATA_DIR, 'uploads'));
  return new S3ObjectStore({
    bucket,
    endpoint: config.S3_ENDPOINT,
    // Config's defaults, for hand-built configs that leave them out.
    region: config.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
  });
}
