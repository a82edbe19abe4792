import { readdir } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { DeviceCredentialRepository } from '../src/modules/device-api/device-credential-repository';
import { ensureCloudAccount } from '../src/modules/quota/cloud-account-settings';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { sendHalfAndDrop } from './half-sent-request';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';
import { createTestApp, webClientHeaders, type TestApp } from './test-app';
import { registerTestPhone } from './test-devices';

/** Every file under `folder`, however deep (the blob store's). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Issue 16: an upload broken on the way stores nothing. A device sends a photo's headers and
 * half its bytes over a real connection, then the connection drops: no photo shows, and no
 * file is left in the blob store. A whole upload after it on the same server is stored once.
 */
describe('a device upload broken halfway', () => {
  let testApp: TestApp;
  let blobDir: string;
  let origin: { host: string; port: number };
  let owner: SignedInTestAccount;
  let credential: string;

  beforeAll(async () => {
    blobDir = mkdtempSync(path.join(tmpdir(), 'portal-broken-upload-'));
    testApp = await createTestApp({ blobs: fileBlobStoreIn(blobDir) });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = testApp.app.server.address() as AddressInfo;
    origin = { host: '127.0.0.1', port: address.port };
    const { db } = testApp.database;
    owner = await signInTestAccount(db);
    await ensureCloudAccount(db, owner.accountId);
    await registerTestPhone(db, owner.accountId, 'broken-upload-phone');
    credential = (await new DeviceCredentialRepository(db).issue(owner.accountId, 'broken-upload-phone'))!;
  });
  afterAll(() => testApp.close());

  /** Sends the request line, headers and the first half of `photo`, then drops the connection. */
  function sendPhotoHalfAndDrop(photo: Buffer): Promise<void> {
    return sendHalfAndDrop(origin, 'POST /device-api/v1/photos', { Authorization: `Bearer ${credential}`, 'Content-Type': 'image/jpeg' }, photo);
  }

  async function photosShown(): Promise<string[]> {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/media/v1/photos?count=100', headers: webClientHeaders, cookies: { portal_session: owner.sessionToken } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ list: { photoId: string }[] }>().list.map((photo) => photo.photoId);
  }

  it('stores nothing of it, and the next whole upload once', async () => {
    const broken = Buffer.from(await generateDemoPhoto(1, { width: 640, height: 480 }));
    await sendPhotoHalfAndDrop(broken);

    const whole = Buffer.from(await generateDemoPhoto(2, { width: 64, height: 48 }));
    const stored = await fetch(`http://${origin.host}:${origin.port}/device-api/v1/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'image/jpeg' },
      body: whole,
    });
    expect(stored.status, await stored.clone().text()).toBe(200);
    const { photoId } = (await stored.json()) as { photoId: string };

    expect(await photosShown()).toEqual([photoId]);
    // One original in the store: the broken upload left no file behind.
    expect((await filesUnder(blobDir)).filter((file) => file.includes(photoId))).toHaveLength(1);
    expect(await filesUnder(blobDir)).toHaveLength(1);
  });
});
