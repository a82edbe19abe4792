import { createHash, randomBytes } from 'node:crypto';
import type { RestoreListing } from '@cloud-portal/contract/device-backup-files';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount } from '../../../test/test-accounts';
import { BLOB_STORES_UNDER_TEST } from '../../../test/blob-stores-under-test';
import { createTestApp, webClientHeaders, type TestApp } from '../../../test/test-app';
import { registerTestPhone } from '../../../test/test-devices';
import { removeBackupContent } from '../backup/backup-service';
import { ensureCloudAccount } from '../quota/cloud-account-settings';
import { DeviceCredentialRepository } from './device-credential-repository';

// The suite runs once per blob store (below); the helpers use the store's app.
let testApp: TestApp;

interface Phone {
  accountId: string;
  sessionToken: string;
  deviceId: string;
  credential: string;
}

/** An account with an enrolled phone; `another` adds a second phone to the same account. */
async function enrolledPhone(
  deviceId = 'restore-phone-01',
  owner?: { accountId: string; sessionToken: string },
): Promise<Phone> {
  const { db } = testApp.database;
  const account = owner ?? (await signInTestAccount(db));
  await ensureCloudAccount(db, account.accountId);
  await registerTestPhone(db, account.accountId, deviceId);
  const credential = (await new DeviceCredentialRepository(db).issue(account.accountId, deviceId))!;
  return { accountId: account.accountId, sessionToken: account.sessionToken, deviceId, credential };
}

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

function upload(phone: Phone, bytes: Buffer, contentHash = hashOf(bytes)) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/device-api/v1/backup-files/${contentHash}`,
    headers: {
      authorization: `Bearer ${phone.credential}`,
      'content-type': 'application/octet-stream',
    },
    payload: bytes,
  });
}

interface SentFile {
  name: string;
  bytes: Buffer;
}

/** Records a backup run with these items, as the device sends them. */
function postRun(phone: Phone, items: readonly object[]) {
  return testApp.app.inject({
    method: 'POST',
    url: '/device-api/v1/backups',
    headers: { authorization: `Bearer ${phone.credential}` },
    payload: { items },
  });
}

/** Records a run of these files, each category's usage and count the sum of its files. */
function run(
  phone: Phone,
  categories: ReadonlyArray<{ cid: string; files: readonly SentFile[]; encrypted?: boolean }>,
) {
  return postRun(
    phone,
    categories.map(({ cid, files, encrypted }) => ({
      cid,
      usage: files.reduce((total, file) => total + file.bytes.length, 0),
      count: files.length,
      state: 'on',
      ...(encrypted !== undefined && { encrypted }),
      files: files.map(({ name, bytes }) => ({
        name,
        size: bytes.length,
        contentHash: hashOf(bytes),
      })),
    })),
  );
}

/** Uploads every file, then records the run: as the simulator backs up. */
async function backUp(
  phone: Phone,
  categories: ReadonlyArray<{ cid: string; files: readonly SentFile[]; encrypted?: boolean }>,
) {
  for (const { files } of categories) {
    for (const file of files) expect((await upload(phone, file.bytes)).statusCode).toBe(200);
  }
  const recorded = await run(phone, categories);
  expect(recorded.statusCode, recorded.body).toBe(200);
}

function listing(phone: Phone, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/device-api/v1/restore/files${query}`,
    headers: { authorization: `Bearer ${phone.credential}` },
  });
}

function download(phone: Phone, contentHash: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/device-api/v1/restore/files/${contentHash}`,
    headers: { authorization: `Bearer ${phone.credential}` },
  });
}

/** Every page of a listing, two files at a time. */
async function allFiles(
  phone: Phone,
  tdid?: string,
): Promise<{ pages: number; listing: RestoreListing }> {
  const files: RestoreListing['files'] = [];
  let cursor: string | undefined;
  let pages = 0;
  let first: RestoreListing | undefined;
  do {
    const answer = await listing(
      phone,
      `?limit=2${tdid ? `&tdid=${tdid}` : ''}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<RestoreListing>();
    first ??= page;
    files.push(...page.files);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { pages, listing: { ...first!, files, nextCursor: undefined } };
}

const file = (name: string, size: number): SentFile => ({ name, bytes: randomBytes(size) });

/** Issue 16 part 2: a device restores its latest backup, byte for byte. */
describe.each(BLOB_STORES_UNDER_TEST)('on $name', ({ open }) => {
  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    const store = await open();
    closeStore = store.close;
    testApp = await createTestApp({ blobs: store.blobs });
  });
  afterAll(async () => {
    await testApp.close();
    await closeStore();
  });

  describe('restoring a device backup through the device API', () => {
    it('gives back every file of the latest backup, paged, with the bytes that were sent', async () => {
      const phone = await enrolledPhone();
      const sent = [
        { cid: 'CONTACT', files: [file('contacts.vcf', 2_000), file('photos/alice.jpg', 30_000)] },
        { cid: 'SMS', files: [file('messages.db', 70_000)] },
        {
          cid: 'APPS',
          files: [file('com.example.notes.apk', 250_000), file('com.example.maps.apk', 1)],
        },
      ];
      await backUp(phone, sent);

      const { pages, listing: restored } = await allFiles(phone);
      expect(pages).toBe(3);
      expect(restored.deviceId).toBe(phone.deviceId);
      expect(
        restored.categories
          .map(({ cid, count, usage }) => ({ cid, count, usage }))
          .sort((a, b) => a.cid.localeCompare(b.cid)),
      ).toEqual([
        { cid: 'APPS', count: 2, usage: 250_001 },
        { cid: 'CONTACT', count: 2, usage: 32_000 },
        { cid: 'SMS', count: 1, usage: 70_000 },
      ]);
      const expected = sent.flatMap(({ cid, files }) =>
        files.map(({ name, bytes }) => ({
          cid,
          name,
          size: bytes.length,
          contentHash: hashOf(bytes),
          encrypted: false,
        })),
      );
      expect(
        [...restored.files].sort((a, b) =>
          `${a.cid}/${a.name}`.localeCompare(`${b.cid}/${b.name}`),
        ),
      ).toEqual(expected.sort((a, b) => `${a.cid}/${a.name}`.localeCompare(`${b.cid}/${b.name}`)));
      for (const { cid, files } of sent) {
        for (const { name, bytes } of files) {
          const answer = await download(phone, hashOf(bytes));
          expect(answer.statusCode, `${cid}/${name}`).toBe(200);
          expect(answer.headers['content-type']).toBe('application/octet-stream');
          expect(answer.rawPayload.equals(bytes), `${cid}/${name}`).toBe(true);
        }
      }
    });

    it('stores files a device marks end-to-end encrypted exactly as sent, and restores them flagged encrypted', async () => {
      const phone = await enrolledPhone();
      // Ciphertext to the portal: it must neither read nor change it.
      const sealed = file('keychain.sealed', 4_096);
      await backUp(phone, [
        { cid: 'CONTACT', files: [file('contacts.vcf', 500)] },
        { cid: 'SETTINGS', files: [sealed], encrypted: true },
      ]);
      const { listing: restored } = await allFiles(phone);
      expect(restored.files.find((each) => each.cid === 'SETTINGS')).toEqual({
        cid: 'SETTINGS',
        name: 'keychain.sealed',
        size: 4_096,
        contentHash: hashOf(sealed.bytes),
        encrypted: true,
      });
      expect(restored.files.find((each) => each.cid === 'CONTACT')?.encrypted).toBe(false);
      expect(restored.categories.find((each) => each.cid === 'SETTINGS')?.encrypted).toBe(true);
      expect((await download(phone, hashOf(sealed.bytes))).rawPayload.equals(sealed.bytes)).toBe(
        true,
      );
      // The portal's own backup list shows the category as encrypted too.
      const shown = await testApp.app.inject({
        method: 'GET',
        url: '/api/backup/v4/devices',
        headers: webClientHeaders,
        cookies: { portal_session: phone.sessionToken },
      });
      const items = shown.json<{
        devices: Array<{ items: Array<{ cid: string; encrypted: boolean }> }>;
      }>().devices[0]!.items;
      expect(items.find((item) => item.cid === 'SETTINGS')?.encrypted).toBe(true);
    });

    it('restores the latest committed run: a run replaces its categories’ files, and a run that fails changes nothing', async () => {
      const phone = await enrolledPhone();
      await backUp(phone, [
        { cid: 'CONTACT', files: [file('contacts.vcf', 100)] },
        { cid: 'SMS', files: [file('messages.db', 200)] },
      ]);
      const newer = file('contacts-2.vcf', 300);
      await backUp(phone, [{ cid: 'CONTACT', files: [newer] }]);
      const afterSecond = (await allFiles(phone)).listing;
      expect(afterSecond.files.map(({ cid, name }) => `${cid}/${name}`).sort()).toEqual([
        'CONTACT/contacts-2.vcf',
        'SMS/messages.db',
      ]);

      // A run naming a file it never uploaded is refused whole: the previous backup stays.
      const neverUploaded = file('messages-2.db', 50);
      const refused = await run(phone, [
        { cid: 'CONTACT', files: [file('contacts-3.vcf', 10)] },
        { cid: 'SMS', files: [neverUploaded] },
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ rcode: Rcodes.BACKUP_FILE_MISSING.rcode });
      expect((await allFiles(phone)).listing).toEqual(afterSecond);
    });

    it('refuses bytes that do not hash to their address, and stores the same bytes once', async () => {
      const phone = await enrolledPhone();
      const bytes = randomBytes(1_000);
      const damaged = await upload(phone, bytes, hashOf(randomBytes(1_000)));
      expect(damaged.statusCode).toBe(400);
      expect(damaged.json()).toMatchObject({ rcode: Rcodes.BACKUP_FILE_HASH_MISMATCH.rcode });

      const first = await upload(phone, bytes);
      expect(first.json()).toEqual({ contentHash: hashOf(bytes), size: 1_000, stored: true });
      await backUp(phone, [{ cid: 'CONTACT', files: [{ name: 'contacts.vcf', bytes }] }]);
      expect((await upload(phone, bytes)).json()).toEqual({
        contentHash: hashOf(bytes),
        size: 1_000,
        stored: false,
      });
    });

    it('refuses a run whose files are larger than its usage, or not the size they were uploaded with', async () => {
      const phone = await enrolledPhone();
      const bytes = randomBytes(100);
      await upload(phone, bytes);
      // A file larger than the run's usage, then a file that is not the size of the bytes uploaded under its hash.
      for (const { usage, size } of [
        { usage: 99, size: 100 },
        { usage: 5_000, size: 4_000 },
      ]) {
        const answer = await postRun(phone, [
          { cid: 'CONTACT', usage, count: 1, state: 'on', files: [{ name: 'contacts.vcf', size, contentHash: hashOf(bytes) }] },
        ]);
        expect(answer.statusCode, `usage ${usage}, file size ${size}`).toBe(400);
        expect(answer.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
      }
      expect((await listing(phone)).json()).toMatchObject({ rcode: Rcodes.BACKUP_NOT_FOUND.rcode });
    });

    it('restores another device of the account by its id, and says which id or backup is not there', async () => {
      const oldPhone = await enrolledPhone('restore-old-phone');
      const newPhone = await enrolledPhone('restore-new-phone', {
        accountId: oldPhone.accountId,
        sessionToken: oldPhone.sessionToken,
      });
      const kept = file('contacts.vcf', 700);
      await backUp(oldPhone, [{ cid: 'CONTACT', files: [kept] }]);

      const own = await listing(newPhone);
      expect(own.statusCode).toBe(404);
      expect(own.json()).toMatchObject({ rcode: Rcodes.BACKUP_NOT_FOUND.rcode });
      const unknown = await listing(newPhone, '?tdid=no-such-device');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
      const notKept = await download(newPhone, hashOf(randomBytes(10)));
      expect(notKept.statusCode).toBe(404);
      expect(notKept.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
      const badCursor = await listing(oldPhone, '?cursor=bm90LWEtY3Vyc29y');
      expect(badCursor.statusCode).toBe(400);
      expect(badCursor.json()).toMatchObject({ rcode: Rcodes.PAGE_CURSOR_INVALID.rcode });

      const fromOld = (await allFiles(newPhone, oldPhone.deviceId)).listing;
      expect(fromOld).toMatchObject({
        deviceId: oldPhone.deviceId,
        files: [{ cid: 'CONTACT', name: 'contacts.vcf', contentHash: hashOf(kept.bytes) }],
      });
      expect((await download(newPhone, hashOf(kept.bytes))).rawPayload.equals(kept.bytes)).toBe(
        true,
      );
    });

    it('forgets a category’s files when the owner deletes it from the backup', async () => {
      const phone = await enrolledPhone();
      const contacts = file('contacts.vcf', 100);
      await backUp(phone, [
        { cid: 'CONTACT', files: [contacts] },
        { cid: 'SMS', files: [file('messages.db', 100)] },
      ]);
      // The owner's deletion, as the confirmed web call runs it.
      await removeBackupContent(
        testApp.database.db,
        phone.accountId,
        phone.deviceId,
        'CONTACT',
        Date.now(),
      );
      expect((await allFiles(phone)).listing.files.map((each) => each.cid)).toEqual(['SMS']);
      expect((await download(phone, hashOf(contacts.bytes))).statusCode).toBe(404);
    });
  });
});
