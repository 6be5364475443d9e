// Which files adapter the store uses: the bucket when S3_BUCKET is set, else DATA_DIR/uploads.
// The AWS SDK loads only for a bucket: a store on disk never pays its start-up time.
import path from 'node:path';
import type { Config } from '../config';
import { createDiskFileStore, type FileStore } from './files';

/**
 * The configured store, checked: with S3 the bucket must answer, or this throws
 * FileStoreUnavailableError with one line the owner can act on.
 */
export async function openFileStore(config: Pick<Config, 's3' | 'dataDir'>): Promise<FileStore> {
  if (!config.s3) return createDiskFileStore(path.join(config.dataDir, 'uploads'));
  const { checkBucket, createS3Client, createS3FileStore } = await import('./s3-files');
  const client = createS3Client(config.s3);
  await checkBucket(config.s3, client);
  return createS3FileStore(config.s3, client);
}
