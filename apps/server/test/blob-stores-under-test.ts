import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BlobStore } from '../src/storage/blob-store';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { S3BlobStore } from '../src/storage/s3-blob-store';
import { S3_TEST_CREDENTIALS, startS3TestServer } from './s3-test-server';

export interface BlobStoreUnderTest {
  name: string;
  open(): Promise<{ blobs: BlobStore; close: () => Promise<void> }>;
}

/**
 * The stores the portal keeps bytes in: the default file store, and an S3-compatible bucket
 * (s3rver in a process of its own). Suites about stored bytes run on both (`describe.each`).
 */
export const BLOB_STORES_UNDER_TEST: readonly BlobStoreUnderTest[] = [
  {
    name: 'the file store',
    open: async () => ({ blobs: fileBlobStoreIn(mkdtempSync(path.join(tmpdir(), 'portal-blobs-'))), close: async () => undefined }),
  },
  {
    name: 'an S3-compatible store',
    open: async () => {
      const s3 = await startS3TestServer();
      return { blobs: await S3BlobStore.open(s3.location('portal/'), S3_TEST_CREDENTIALS), close: () => s3.stop() };
    },
  },
];
