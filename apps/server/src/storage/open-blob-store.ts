import type { BlobStore } from './blob-store';
import type { BlobStoreSettings } from './blob-store-settings';
import { fileBlobStoreIn } from './file-blob-store';
import { S3BlobStore } from './s3-blob-store';

/** The blob store the settings name, with `close` for what it holds open (the S3 client's connections). */
export async function openBlobStore(settings: BlobStoreSettings, dataDir: string): Promise<BlobStore & { close(): void }> {
  if (settings.kind === 's3') return S3BlobStore.open(settings.location);
  return Object.assign(fileBlobStoreIn(dataDir), { close: () => {} });
}
