import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeBlobStoreBehaviour, listAll } from '../../test/blob-store-behaviour';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { S3BlobStore } from './s3-blob-store';

let server: S3TestServer;
let store: S3BlobStore;
const stores: S3BlobStore[] = [];

async function storeUnder(prefix: string): Promise<S3BlobStore> {
  const opened = await S3BlobStore.open(server.location(prefix), S3_TEST_CREDENTIALS);
  stores.push(opened);
  return opened;
}

beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(async () => {
  for (const opened of stores) opened.close();
  await server.stop();
});
// Each test its own prefix in the bucket: a store that starts empty.
beforeEach(async () => {
  store = await storeUnder(`test-${randomUUID()}/`);
});

describeBlobStoreBehaviour('S3BlobStore', () => store);

describe('S3BlobStore in a shared bucket', () => {
  it('sees only the objects under its own prefix, and only those named like keys', async () => {
    const neighbour = await storeUnder(`neighbour-${randomUUID()}/`);
    await neighbour.put('photos/a/b/original', Buffer.from('theirs'));
    await store.put('photos/a/b/original', Buffer.from('ours'));
    expect((await store.get('photos/a/b/original'))?.toString()).toBe('ours');
    expect((await neighbour.get('photos/a/b/original'))?.toString()).toBe('theirs');
    expect((await listAll(store)).map((blob) => blob.key)).toEqual(['photos/a/b/original']);
    await store.delete('photos/a/b/original');
    expect((await neighbour.get('photos/a/b/original'))?.toString()).toBe('theirs');
  });

  it('lists past a page of the service’s answer (1,000 objects)', async () => {
    const keys = Array.from({ length: 1_005 }, (_, i) => `many/${String(i).padStart(4, '0')}`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => store.put(key, Buffer.from(key))));
    }
    expect((await listAll(store)).map((blob) => blob.key).sort()).toEqual(keys);
  }, 120_000);
});
