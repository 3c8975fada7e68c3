import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';

/**
 * The file store the configuration names: the S3 bucket of STORAGE_URL, or the disk under
 * DATA_DIR/files. The AWS SDK is loaded only when a bucket is configured.
 */
export async function openStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): Promise<FileStorage> {
  if (!config.storage) return createLocalStorage(path.join(config.dataDir, 'files'));
  const { createS3Client, createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.storage, createS3Client(config.storage));
}
