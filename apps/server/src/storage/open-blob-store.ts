import type { BlobStore } from './blob-store';
import { fileBlobStoreIn } from './file-blob-store';
import { S3BlobStore, type S3Location } from './s3-blob-store';

/** Where blobs live (BLOB_STORE_URL, read by the configuration): files under DATA_DIR/blobs, or an S3-compatible bucket. */
export type BlobStoreSettings = { kind: 'file' } | { kind: 's3'; location: S3Location };

/** The blob store the settings name, with `close` for what it holds open (the S3 client's connections). */
export async function openBlobStore(settings: BlobStoreSettings, dataDir: string): Promise<BlobStore & { close(): void }> {
  if (settings.kind === 's3') return S3BlobStore.open(settings.location);
  return Object.assign(fileBlobStoreIn(dataDir), { close: () => {} });
}
