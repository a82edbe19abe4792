import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { BACKUP_FILE_PART_MAX_BYTES, type BackupFileUpload } from '@cloud-portal/contract/device-backup-files';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRetentionWorker } from '../src/jobs/retention-worker';
import { sweepUnreferencedBlobs } from '../src/modules/blob-deletion/blob-sweep';
import { DeviceCredentialRepository } from '../src/modules/device-api/device-credential-repository';
import { ensureCloudAccount } from '../src/modules/quota/cloud-account-settings';
import type { BlobStore } from '../src/storage/blob-store';
import { listAll } from './blob-store-behaviour';
import { BLOB_STORES_UNDER_TEST } from './blob-stores-under-test';
import { sendHalfAndDrop } from './half-sent-request';
import { signInTestAccount } from './test-accounts';
import { createTestApp, type TestApp } from './test-app';
import { registerTestPhone } from './test-devices';

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');


interface Phone {
  accountId: string;
  credential: string;
}

/**
 * Issue 16 part 3: a large backup file goes up in parts, each stored as it arrives, so a
 * broken connection loses only the part on the way and the upload resumes after the parts
 * stored; the file, once whole, is checked against its hash and restored byte for byte.
 */
describe.each(BLOB_STORES_UNDER_TEST)('backup files uploaded in parts, on $name', ({ open }) => {
  let testApp: TestApp;
  let blobs: BlobStore;
  let closeStore: () => Promise<void>;
  let origin: { host: string; port: number };

  beforeAll(async () => {
    ({ blobs, close: closeStore } = await open());
    testApp = await createTestApp({ blobs });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = testApp.app.server.address() as AddressInfo;
    origin = { host: '127.0.0.1', port: address.port };
  });
  afterAll(async () => {
    await testApp.close();
    await closeStore();
  });

  /** The store's keys that hold `contentHash`. */
  async function storedKeysOf(contentHash: string): Promise<string[]> {
    return (await listAll(blobs)).map((blob) => blob.key).filter((key) => key.includes(contentHash));
  }

  async function enrolledPhone(storageLimit?: number): Promise<Phone> {
    const { db } = testApp.database;
    const owner = await signInTestAccount(db);
    await ensureCloudAccount(db, owner.accountId, storageLimit === undefined ? {} : { storageLimit });
    await registerTestPhone(db, owner.accountId, 'parts-phone');
    return { accountId: owner.accountId, credential: (await new DeviceCredentialRepository(db).issue(owner.accountId, 'parts-phone'))! };
  }

  function sendPart(phone: Phone, contentHash: string, size: number, offset: number, bytes: Buffer) {
    return testApp.app.inject({
      method: 'PUT',
      url: `/device-api/v1/backup-files/${contentHash}/parts/${offset}?size=${size}`,
      headers: { authorization: `Bearer ${phone.credential}`, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  }

  function uploadStatus(phone: Phone, contentHash: string) {
    return testApp.app.inject({ method: 'GET', url: `/device-api/v1/backup-files/${contentHash}/upload`, headers: { authorization: `Bearer ${phone.credential}` } });
  }

  function restored(phone: Phone, contentHash: string) {
    return testApp.app.inject({ method: 'GET', url: `/device-api/v1/restore/files/${contentHash}`, headers: { authorization: `Bearer ${phone.credential}` } });
  }

  /** Backs the file up in a run, so that the restore lists and serves it. */
  async function recordRun(phone: Phone, file: Buffer): Promise<void> {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/device-api/v1/backups',
      headers: { authorization: `Bearer ${phone.credential}` },
      payload: { items: [{ cid: 'VIDEO', usage: file.length, count: 1, state: 'on', files: [{ name: 'clip.mp4', size: file.length, contentHash: hashOf(file) }] }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  /** Sends the request line, headers and half of `part`, then drops the connection. */
  function sendPartHalfAndDrop(phone: Phone, contentHash: string, size: number, offset: number, part: Buffer): Promise<void> {
    const request = `PUT /device-api/v1/backup-files/${contentHash}/parts/${offset}?size=${size}`;
    return sendHalfAndDrop(origin, request, { Authorization: `Bearer ${phone.credential}`, 'Content-Type': 'application/octet-stream' }, part);
  }

  it('puts three parts together into the file, which a restore gives back byte for byte', async () => {
    const phone = await enrolledPhone();
    const file = randomBytes(2_500_000);
    const contentHash = hashOf(file);
    const partSize = 1_000_000;
    const answers: BackupFileUpload[] = [];
    for (let offset = 0; offset < file.length; offset += partSize) {
      const answer = await sendPart(phone, contentHash, file.length, offset, file.subarray(offset, offset + partSize));
      expect(answer.statusCode, answer.body).toBe(200);
      answers.push(answer.json<BackupFileUpload>());
    }
    expect(answers.map((answer) => [answer.received, answer.complete])).toEqual([
      [1_000_000, false],
      [2_000_000, false],
      [2_500_000, true],
    ]);
    expect(answers.at(-1)).toMatchObject({ contentHash, size: file.length, stored: true });
    // The parts went once the file was whole: only the file is in the store.
    expect(await storedKeysOf(contentHash)).toEqual([`backup-files/${phone.accountId}/${contentHash}`]);

    await recordRun(phone, file);
    const back = await restored(phone, contentHash);
    expect(back.statusCode).toBe(200);
    expect(hashOf(back.rawPayload)).toBe(contentHash);
    expect((await uploadStatus(phone, contentHash)).json()).toEqual({ contentHash, size: file.length, received: file.length, complete: true });
  });

  it('resumes after a connection broken halfway through a part, and the stored bytes hash equal', async () => {
    const phone = await enrolledPhone();
    const file = randomBytes(3 * 700_000);
    const contentHash = hashOf(file);
    const part = (index: number) => file.subarray(index * 700_000, (index + 1) * 700_000);
    expect((await sendPart(phone, contentHash, file.length, 0, part(0))).statusCode).toBe(200);

    await sendPartHalfAndDrop(phone, contentHash, file.length, 700_000, part(1));
    // The part on the way is lost, the part before it is not: the device asks, and goes on from there.
    const status = await uploadStatus(phone, contentHash);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ contentHash, size: file.length, received: 700_000, complete: false });
    expect((await sendPart(phone, contentHash, file.length, 700_000, part(1))).json()).toMatchObject({ received: 1_400_000, complete: false });
    expect((await sendPart(phone, contentHash, file.length, 1_400_000, part(2))).json()).toMatchObject({ received: file.length, complete: true, stored: true });

    await recordRun(phone, file);
    expect(hashOf((await restored(phone, contentHash)).rawPayload)).toBe(contentHash);
  });

  it('refuses a part at another offset, or for another size, and changes nothing', async () => {
    const phone = await enrolledPhone();
    const file = randomBytes(300_000);
    const contentHash = hashOf(file);
    const notBegun = await sendPart(phone, contentHash, file.length, 100_000, file.subarray(100_000, 200_000));
    expect(notBegun.statusCode).toBe(409);
    expect(notBegun.json()).toMatchObject({ rcode: Rcodes.UPLOAD_OFFSET_MISMATCH.rcode });
    expect((await uploadStatus(phone, contentHash)).json()).toMatchObject({ rcode: Rcodes.UPLOAD_NOT_FOUND.rcode });

    expect((await sendPart(phone, contentHash, file.length, 0, file.subarray(0, 100_000))).statusCode).toBe(200);
    for (const [offset, size] of [
      [0, file.length],
      [200_000, file.length],
      [100_000, file.length + 1],
    ] as const) {
      const refused = await sendPart(phone, contentHash, size, offset, file.subarray(offset, offset + 100_000));
      expect(refused.statusCode, `${offset} of ${size}`).toBe(409);
      expect(refused.json()).toMatchObject({ rcode: Rcodes.UPLOAD_OFFSET_MISMATCH.rcode });
    }
    expect((await uploadStatus(phone, contentHash)).json()).toMatchObject({ received: 100_000, complete: false });

    const tooLarge = await sendPart(phone, contentHash, BACKUP_FILE_PART_MAX_BYTES + 2, 100_000, Buffer.alloc(BACKUP_FILE_PART_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(400);
    const pastTheEnd = await sendPart(phone, contentHash, file.length, 100_000, Buffer.alloc(file.length));
    expect(pastTheEnd.statusCode).toBe(400);
    expect((await uploadStatus(phone, contentHash)).json()).toMatchObject({ received: 100_000, complete: false });
  });

  it('starts over when the parts do not hash to the file’s address, keeping nothing of them', async () => {
    const phone = await enrolledPhone();
    const file = randomBytes(200_000);
    const claimed = hashOf(randomBytes(16));
    expect((await sendPart(phone, claimed, file.length, 0, file.subarray(0, 100_000))).statusCode).toBe(200);
    const last = await sendPart(phone, claimed, file.length, 100_000, file.subarray(100_000));
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ rcode: Rcodes.BACKUP_FILE_HASH_MISMATCH.rcode });
    expect((await uploadStatus(phone, claimed)).statusCode).toBe(404);
    expect(await storedKeysOf(claimed)).toEqual([]);
  });

  it('refuses a file past the storage limit at its first part, before any byte is stored', async () => {
    const phone = await enrolledPhone(100_000);
    const file = randomBytes(150_000);
    const contentHash = hashOf(file);
    const refused = await sendPart(phone, contentHash, file.length, 0, file.subarray(0, 50_000));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.STORAGE_QUOTA_EXCEEDED.rcode });
    expect((await uploadStatus(phone, contentHash)).statusCode).toBe(404);
    expect(await storedKeysOf(contentHash)).toEqual([]);
  });

  it('shows another account’s device nothing of an upload, and lets it add nothing to it', async () => {
    const owner = await enrolledPhone();
    const stranger = await enrolledPhone();
    const file = randomBytes(200_000);
    const contentHash = hashOf(file);
    expect((await sendPart(owner, contentHash, file.length, 0, file.subarray(0, 100_000))).statusCode).toBe(200);
    expect((await uploadStatus(stranger, contentHash)).statusCode).toBe(404);
    // The stranger's part begins an upload of its own: the owner's is where it was.
    expect((await sendPart(stranger, contentHash, file.length, 100_000, file.subarray(100_000))).statusCode).toBe(409);
    expect((await uploadStatus(owner, contentHash)).json()).toMatchObject({ received: 100_000 });
  });

  it('drops an upload left for a day, and then the sweep its parts', async () => {
    const phone = await enrolledPhone();
    const file = randomBytes(200_000);
    const contentHash = hashOf(file);
    expect((await sendPart(phone, contentHash, file.length, 0, file.subarray(0, 100_000))).statusCode).toBe(200);
    const { db } = testApp.database;
    const logger = { info: () => undefined, error: () => undefined, warn: () => undefined };
    const dayAndMinuteLater = Date.now() + 24 * 60 * 60 * 1000 + 60_000;
    const worker = startRetentionWorker({ db, logger, now: () => dayAndMinuteLater });
    await worker.stop();
    expect((await uploadStatus(phone, contentHash)).statusCode).toBe(404);
    expect(await storedKeysOf(contentHash)).toHaveLength(1);
    await sweepUnreferencedBlobs({ db, blobs, logger, writtenBefore: new Date(dayAndMinuteLater) });
    expect(await storedKeysOf(contentHash)).toEqual([]);
    // An upload under way keeps its parts through the same sweep.
    const other = randomBytes(200_000);
    expect((await sendPart(phone, hashOf(other), other.length, 0, other.subarray(0, 100_000))).statusCode).toBe(200);
    await sweepUnreferencedBlobs({ db, blobs, logger, writtenBefore: new Date(dayAndMinuteLater) });
    expect(await storedKeysOf(hashOf(other))).toHaveLength(1);
  });
});
