import { PERSONAL_DATA_IDS } from '@cloud-portal/domain/personal-data-categories';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config/config';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { runNextErasureTask } from '../src/modules/erasure/erasure-task-runner';
import { requestErasure } from '../src/modules/erasure/erasure-service';
import { addPhoto } from '../src/modules/gallery/gallery-service';
import type { BlobStore } from '../src/storage/blob-store';
import { openBlobStore } from '../src/storage/open-blob-store';
import { S3BlobStore } from '../src/storage/s3-blob-store';
import { listAll } from './blob-store-behaviour';
import { silentLogger } from './erasure-test-data';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from './s3-test-server';
import { signInTestAccount } from './test-accounts';
import { testConfig } from './test-config';
import { useTestDatabase } from './use-test-database';

/**
 * Issue 16 part 7: the portal keeps Gallery photos in an S3-compatible bucket when
 * BLOB_STORE_URL names one — photos stored there, thumbnails made from and kept in it, and an
 * erasure deletes exactly the account's objects.
 */
describe('the portal on an S3-compatible blob store', () => {
  let s3: S3TestServer;
  let store: S3BlobStore;
  const database = useTestDatabase();
  let app: FastifyInstance;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    store = await S3BlobStore.open(s3.location('portal/'), S3_TEST_CREDENTIALS);
    app = await buildApp({ config: testConfig(), database: database.handle, blobs: store });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    store.close();
    await s3.stop();
  });

  async function accountWithPhotos(blobs: BlobStore, count: number) {
    const account = await signInTestAccount(database.db);
    const photoIds = [];
    for (let i = 0; i < count; i += 1) {
      const photo = await addPhoto(database.db, blobs, account.accountId, { bytes: await generateDemoPhoto(i, { width: 64, height: 48 }), serverTimestamp: new Date() });
      photoIds.push(photo.photoId);
    }
    return { ...account, photoIds };
  }

  it('reads BLOB_STORE_URL and opens the bucket it names', async () => {
    const endpoint = String(s3.location().endpoint);
    const settings = readConfig({ BLOB_STORE_URL: `s3://portal-test/opened?endpoint=${encodeURIComponent(endpoint)}` }).blobStore;
    expect(settings).toEqual({ kind: 's3', location: s3.location('opened/') });
    const opened = await openBlobStore(settings, '/nonexistent');
    try {
      expect(opened).toBeInstanceOf(S3BlobStore);
    } finally {
      opened.close();
    }
  });

  it('serves thumbnails made from the bucket’s photos, and erasure deletes only the account’s objects', async () => {
    const erased = await accountWithPhotos(store, 2);
    const kept = await accountWithPhotos(store, 1);
    for (const { sessionToken, photoIds } of [erased, kept]) {
      for (const photoId of photoIds) {
        const thumbnail = await app.inject({
          method: 'GET',
          url: `/api/media/v1/photos/${photoId}/thumbnail?size=240`,
          headers: { 'x-portal-client': 'cloud-portal-web' },
          cookies: { portal_session: sessionToken },
        });
        expect(thumbnail.statusCode).toBe(200);
        expect(thumbnail.headers['content-type']).toMatch(/^image\/jpeg/);
      }
    }
    const keysOf = async (accountId: string) => (await listAll(store)).map((blob) => blob.key).filter((key) => key.includes(accountId));
    // Each photo's original and its 240 thumbnail are objects in the bucket.
    expect(await keysOf(erased.accountId)).toHaveLength(4);
    expect(await keysOf(kept.accountId)).toHaveLength(2);

    await requestErasure(database.db, erased.accountId, [...PERSONAL_DATA_IDS]);
    expect(await runNextErasureTask({ db: database.db, blobs: store, logger: silentLogger })).toMatchObject({ outcome: 'completed' });
    expect(await keysOf(erased.accountId)).toEqual([]);
    expect(await keysOf(kept.accountId)).toHaveLength(2);
  });
});
