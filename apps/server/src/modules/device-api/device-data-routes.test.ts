import { Rcodes } from '@cloud-portal/contract/rcodes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { webClientHeaders } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { registerTestPhone } from '../../../test/test-devices';
import { generateDemoPhoto } from '../../demo/demo-photo-generator';
import { ensureCloudAccount } from '../quota/cloud-account-settings';
import { DeviceCredentialRepository } from './device-credential-repository';

const testApp = useTestApp();

interface EnrolledPhone {
  owner: SignedInTestAccount;
  credential: string;
}

async function enrolledPhone(deviceId = 'simulated-phone-01'): Promise<EnrolledPhone> {
  const { db } = testApp.database;
  const owner = await signInTestAccount(db);
  await ensureCloudAccount(db, owner.accountId);
  await registerTestPhone(db, owner.accountId, deviceId, 'Simulated phone');
  const credential = (await new DeviceCredentialRepository(db).issue(owner.accountId, deviceId))!;
  return { owner, credential };
}

function fromDevice(phone: EnrolledPhone, method: 'PUT' | 'POST', url: string, payload: object | Buffer, contentType = 'application/json') {
  return testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${phone.credential}`, 'content-type': contentType },
    payload,
  });
}

/** What the portal shows the owner, as the web asks for it. */
async function portalShows<T>(phone: EnrolledPhone, url: string): Promise<T> {
  const answer = await testApp.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: { portal_session: phone.owner.sessionToken } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}

/** Issue 16 part 2: a device puts synced data, backups and photos in; the portal shows them. */
describe('the device API’s data calls', () => {
  it('reports what the device syncs, and the portal’s synced apps show it at the next call', async () => {
    const phone = await enrolledPhone();
    const devicesUrl = '/api/device-context/v1/devices';
    const before = await portalShows<{ devices: Array<{ contents: unknown[] }> }>(phone, devicesUrl);
    const reported = await fromDevice(phone, 'PUT', '/device-api/v1/synced-contents', {
      items: [
        { cid: 'contacts', cnt: 120, size: 48_000, state: 'on', lastModifiedTime: Date.now() },
        { cid: 'notes', cnt: 7, size: 2_100, state: 'on' },
      ],
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toEqual({ deviceId: 'simulated-phone-01', reported: 2 });
    const after = await portalShows<unknown>(phone, devicesUrl);
    expect(after).not.toEqual(before);
    expect(JSON.stringify(after)).toContain('"contacts"');
  });

  it('records a backup run whole, and the portal’s backups list it at the next call', async () => {
    const phone = await enrolledPhone();
    const backedUpAt = Date.now() - 60_000;
    const run = await fromDevice(phone, 'POST', '/device-api/v1/backups', {
      backedUpAt,
      items: [
        { cid: 'CONTACT', usage: 10_000, count: 120, state: 'on' },
        { cid: 'SMS', usage: 55_000, count: 900, state: 'on', encrypted: true },
      ],
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ deviceId: 'simulated-phone-01', backedUpAt, items: 2 });
    const listed = await portalShows<{ devices: Array<{ device_id: string; latest_backup_time: number; items: Array<{ cid: string }> }> }>(
      phone,
      '/api/backup/v4/devices',
    );
    expect(listed.devices).toHaveLength(1);
    expect(listed.devices[0]).toMatchObject({ device_id: 'simulated-phone-01', latest_backup_time: backedUpAt });
    expect(listed.devices[0]!.items.map((item) => item.cid).sort()).toEqual(['CONTACT', 'SMS']);
  });

  it('records nothing of a run with one item that is not valid', async () => {
    const phone = await enrolledPhone();
    const refused = await fromDevice(phone, 'POST', '/device-api/v1/backups', {
      items: [
        { cid: 'CONTACT', usage: 10_000, count: 120, state: 'on' },
        { cid: 'CONTACT', usage: 1, count: 1, state: 'on' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
    expect((await portalShows<{ devices: unknown[] }>(phone, '/api/backup/v4/devices')).devices).toEqual([]);
  });

  it('uploads a Gallery photo that the portal lists with a thumbnail', async () => {
    const phone = await enrolledPhone();
    const bytes = await generateDemoPhoto(3, { width: 320, height: 240 });
    const uploaded = await fromDevice(phone, 'POST', '/device-api/v1/photos', bytes, 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json<{ photoId: string; width: number; height: number; size: number }>();
    expect(photo).toMatchObject({ width: 320, height: 240, size: bytes.length });
    const listed = await portalShows<{ list: Array<{ photoId: string }> }>(phone, '/api/media/v1/photos?count=4');
    expect(listed.list.map((item) => item.photoId)).toEqual([photo.photoId]);
    const thumbnail = await testApp.app.inject({
      method: 'GET',
      url: `/api/media/v1/photos/${photo.photoId}/thumbnail?size=240`,
      headers: webClientHeaders,
      cookies: { portal_session: phone.owner.sessionToken },
    });
    expect(thumbnail.statusCode).toBe(200);
  });

  it('shows the photo’s EXIF DateTimeOriginal, in its OffsetTimeOriginal, as its taken date in Gallery', async () => {
    const phone = await enrolledPhone();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: '2024:07:14 18:30:05', OffsetTimeOriginal: '+02:00' } })
      .toBuffer();
    // The device's own date loses to the file's.
    const uploaded = await fromDevice(phone, 'POST', `/device-api/v1/photos?takenAt=${Date.UTC(2020, 0, 1)}`, jpeg, 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const listed = await portalShows<{ list: Array<{ photoId: string; takenAt?: number }> }>(phone, '/api/media/v1/photos?count=4');
    expect(listed.list).toEqual([expect.objectContaining({ photoId: uploaded.json<{ photoId: string }>().photoId, takenAt: Date.UTC(2024, 6, 14, 16, 30, 5) })]);
  });

  it('takes the date the device sends for a photo without EXIF date, else the upload time', async () => {
    const phone = await enrolledPhone();
    const plain = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();
    const sent = Date.UTC(2023, 2, 9, 7, 0, 0);
    const withSentDate = await fromDevice(phone, 'POST', `/device-api/v1/photos?takenAt=${sent}`, await plain('#a33'), 'image/jpeg');
    expect(withSentDate.statusCode, withSentDate.body).toBe(200);
    const bare = await fromDevice(phone, 'POST', '/device-api/v1/photos', await plain('#33a'), 'image/jpeg');
    const uploadedAt = bare.json<{ serverTimestamp: number }>().serverTimestamp;
    const listed = await portalShows<{ list: Array<{ photoId: string; takenAt?: number }> }>(phone, '/api/media/v1/photos?count=4');
    const takenAtOf = new Map(listed.list.map((photo) => [photo.photoId, photo.takenAt]));
    expect(takenAtOf.get(withSentDate.json<{ photoId: string }>().photoId)).toBe(sent);
    expect(takenAtOf.get(bare.json<{ photoId: string }>().photoId)).toBe(uploadedAt);
  });

  it('stores a photo the device sends again once, and answers the photo the account has', async () => {
    const phone = await enrolledPhone();
    const bytes = await generateDemoPhoto(6, { width: 160, height: 120 });
    const first = await fromDevice(phone, 'POST', '/device-api/v1/photos', bytes, 'image/jpeg');
    const again = await fromDevice(phone, 'POST', '/device-api/v1/photos', bytes, 'image/jpeg');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await fromDevice(phone, 'POST', '/device-api/v1/photos', await generateDemoPhoto(7, { width: 160, height: 120 }), 'image/jpeg');
    const listed = await portalShows<{ list: Array<{ photoId: string }> }>(phone, '/api/media/v1/photos?count=4');
    expect(listed.list.map((photo) => photo.photoId).sort()).toEqual([first.json<{ photoId: string }>().photoId, other.json<{ photoId: string }>().photoId].sort());
  });

  it('refuses a photo that is not an image, or not of an image type, and stores nothing', async () => {
    const phone = await enrolledPhone();
    const notAnImage = await fromDevice(phone, 'POST', '/device-api/v1/photos', Buffer.from('plain text, not a photo'), 'image/jpeg');
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
    const wrongType = await fromDevice(phone, 'POST', '/device-api/v1/photos', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(wrongType.statusCode).toBe(415);
    expect((await portalShows<{ list: unknown[] }>(phone, '/api/media/v1/photos?count=4')).list).toEqual([]);
  });

  it('refuses an upload past the storage limit before storing anything, and counts what a run replaces as freed', async () => {
    const phone = await enrolledPhone();
    const { db } = testApp.database;
    const quota = () => portalShows<{ total_info: { size: number } }>(phone, '/api/quota/v3/usage');
    await ensureCloudAccount(db, phone.owner.accountId, { storageLimit: 100_000 });
    const run = (usage: number) => fromDevice(phone, 'POST', '/device-api/v1/backups', { items: [{ cid: 'CONTACT', usage, count: 10, state: 'on' }] });

    expect((await run(60_000)).statusCode).toBe(200);
    expect((await quota()).total_info.size).toBe(60_000);
    // Replacing the 60 kB of contacts with 99 kB fits; adding 50 kB of messages, or a photo, does not.
    expect((await run(99_000)).statusCode).toBe(200);
    const refusedRun = await fromDevice(phone, 'POST', '/device-api/v1/backups', { items: [{ cid: 'SMS', usage: 50_000, count: 1, state: 'on' }] });
    expect(refusedRun.statusCode).toBe(403);
    expect(refusedRun.json()).toMatchObject({ rcode: Rcodes.STORAGE_QUOTA_EXCEEDED.rcode });
    const refusedPhoto = await fromDevice(phone, 'POST', '/device-api/v1/photos', await generateDemoPhoto(2, { width: 320, height: 240 }), 'image/jpeg');
    expect(refusedPhoto.statusCode).toBe(403);
    expect(refusedPhoto.json()).toMatchObject({ rcode: Rcodes.STORAGE_QUOTA_EXCEEDED.rcode });
    expect((await quota()).total_info.size).toBe(99_000);
    expect((await portalShows<{ list: unknown[] }>(phone, '/api/media/v1/photos?count=4')).list).toEqual([]);

    // A smaller plan does not stop the device from backing up less than before.
    await ensureCloudAccount(db, phone.owner.accountId, { storageLimit: 10_000 });
    expect((await run(20_000)).statusCode).toBe(200);
    expect((await quota()).total_info.size).toBe(20_000);
  });

  it('answers every data call without a known credential 401, and changes nothing', async () => {
    const phone = await enrolledPhone();
    const stranger = { ...phone, credential: 'dev_not-a-credential' };
    const calls = [
      fromDevice(stranger, 'PUT', '/device-api/v1/synced-contents', { items: [{ cid: 'contacts', cnt: 1, size: 1, state: 'on' }] }),
      fromDevice(stranger, 'POST', '/device-api/v1/backups', { items: [{ cid: 'CONTACT', usage: 1, count: 1, state: 'on' }] }),
      fromDevice(stranger, 'POST', '/device-api/v1/photos', await generateDemoPhoto(1, { width: 64, height: 48 }), 'image/jpeg'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ rcode: Rcodes.DEVICE_CREDENTIAL_INVALID.rcode });
    }
    expect((await portalShows<{ devices: unknown[] }>(phone, '/api/backup/v4/devices')).devices).toEqual([]);
    expect((await portalShows<{ list: unknown[] }>(phone, '/api/media/v1/photos?count=4')).list).toEqual([]);
  });
});
