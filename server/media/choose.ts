import type { Config } from '../config';
import { s3MediaStore } from './s3-store';
import { fileMediaStore } from './store';
import type { MediaStore } from './store';

/** The data folder's media store, or the S3-compatible bucket when MEDIA_S3_BUCKET names one. */
export function mediaStoreFor(config: Pick<Config, 'dataDir' | 'mediaS3'>): MediaStore {
  return config.mediaS3 ? s3MediaStore(config.mediaS3) : fileMediaStore(config.dataDir);
}
