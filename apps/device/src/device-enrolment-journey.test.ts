import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  backupItems,
  backups,
  devices,
  photos,
  syncedContents,
} from '@cloud-portal/server/db/schema';
import { approveDeviceInBrowser } from '@cloud-portal/idp/test-support/device-approval';
import {
  DEMO,
  freePort,
  startTestIdp,
  TEST_CLIENT,
  type TestIdp,
} from '@cloud-portal/idp/test-support/test-idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/test-app';
import { DeviceCredentialsStore } from './device-credentials-store';
import { run } from './main';
import { simulatedBackupRun } from './simulated-backup';
import { simulatedBackupFile } from './simulated-backup-files';
import { CapturedOutput } from './test-support/captured-output';

/**
 * The simulator against the real provider and a real portal on a port (issue 16 part 6): the
 * owner approves the device in a browser, the device enrols, and its credential is what the
 * portal's device API then hears: web sign-in approvals, synced apps, a backup run, photos.
 * The tests run in order, each from where the one before left the device.
 */
describe('device simulator against the real portal and provider', () => {
  let idp: TestIdp;
  let portal: TestApp;
  let portalUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    idp = await startTestIdp({ deviceClientId: 'cloud-portal-device' });
    portal = await createTestApp({
      config: {
        oidc: {
          issuer: idp.issuer,
          clientId: TEST_CLIENT.clientId,
          clientSecret: TEST_CLIENT.clientSecret,
        },
      },
    });
    portalUrl = await portal.app.listen({ port: 0, host: '127.0.0.1' });
    dataDir = await mkdtemp(path.join(tmpdir(), 'device-journey-'));
  });
  afterAll(async () => {
    await portal?.close();
    await idp?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  function device(
    argv: string[],
    options: { stdout?: CapturedOutput; sleep?: (ms: number) => Promise<void> } = {},
  ) {
    const stdout = options.stdout ?? new CapturedOutput();
    const stderr = new CapturedOutput();
    const exit = run(argv, {
      env: { DATA_DIR: dataDir, PORTAL_URL: portalUrl },
      stdout: stdout.write,
      stderr: stderr.write,
      ...(options.sleep && { sleep: options.sleep }),
    });
    return exit.then((code) => ({ code, stdout: stdout.text, stderr: stderr.text }));
  }

  it('enrols as its owner approves in a browser, then approves web sign-ins with its credential', async () => {
    const stdout = new CapturedOutput();
    // The owner opens the address the device prints; the device's wait between polls ends
    // when the owner's approval has, instead of after seconds.
    const approval = stdout
      .next(/^\(or open (\S+)\)$/m)
      .then(([, uriComplete]) => approveDeviceInBrowser(idp.issuer, uriComplete ?? '', DEMO));
    const waits: number[] = [];
    const enrol = await device(
      ['enroll', '--name', 'Kitchen tablet', '--type', 'tablet', '--model', 'SM-X710'],
      {
        stdout,
        sleep: async (ms) => {
          waits.push(ms);
          await approval;
        },
      },
    );

    expect(await approval).toContain('The device is connected');
    expect(enrol.stderr).toBe('');
    expect(enrol.code).toBe(0);
    expect(waits).toEqual([5000]);
    const lines = enrol.stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Open ${idp.issuer}/device and enter the code \\S+$`));
    const saved = await new DeviceCredentialsStore(dataDir).load('Kitchen tablet');
    expect(saved).toMatchObject({
      portal: portalUrl,
      name: 'Kitchen tablet',
      type: 'tablet',
      modelCode: 'SM-X710',
    });
    expect(lines[2]).toBe(
      `Enrolled "Kitchen tablet" (tablet SM-X710) as device ${saved?.deviceId} on ${portalUrl}.`,
    );
    expect(lines).toHaveLength(4);
    const file = path.join(dataDir, 'devices', 'kitchen-tablet.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const [registered] = await portal.database.db.select().from(devices);
    expect(registered).toMatchObject({
      deviceId: saved?.deviceId,
      alias: 'Kitchen tablet',
      deviceType: 'tablet',
      modelCode: 'SM-X710',
    });

    // The portal knows the credential: it answers that nothing is waiting, not 401.
    const nothingWaiting = await device(['approve-sign-in', '--name', 'Kitchen tablet']);
    expect(nothingWaiting.code).toBe(1);
    expect(nothingWaiting.stderr).toMatch(
      /^No web sign-in is waiting for a device on the account of "Kitchen tablet"/,
    );
  });

  it('puts its synced apps, a backup run and photos in its owner’s cloud', async () => {
    const [registered] = await portal.database.db.select().from(devices);
    if (!registered) throw new Error('the device did not enrol');
    const db = portal.database.db;

    const sync = await device(['sync', '--name', 'Kitchen tablet']);
    expect(sync.stderr).toBe('');
    expect(sync.code).toBe(0);
    expect(sync.stdout.split('\n').slice(-2)).toEqual([
      `Reported 6 synced apps of "Kitchen tablet" to ${portalUrl}.`,
      '',
    ]);
    const synced = (await db.select().from(syncedContents)).filter(
      (row) => row.deviceRef === registered.id && row.accountId === registered.accountId,
    );
    expect(synced.map((row) => row.cid).sort()).toEqual([
      'calendar',
      'contacts',
      'device_sync_status',
      'gallery',
      'internet',
      'notes',
      'reminders',
    ]);
    const contacts = synced.find((row) => row.cid === 'contacts');
    expect(contacts?.state).toBe('on');
    expect(sync.stdout).toContain(`  contacts: ${contacts?.cnt.toLocaleString('en-US')} item`);

    const backup = await device(['backup', '--name', 'Kitchen tablet']);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /\nBacked up 40 items \(.+\) in 9 categories of "Kitchen tablet"/,
    );
    const [run] = (await db.select().from(backups)).filter(
      (row) => row.deviceRef === registered.id,
    );
    const items = (await db.select().from(backupItems)).filter((row) => row.backupId === run?.id);
    expect(items).toHaveLength(9);
    expect(items.reduce((sum, item) => sum + item.count, 0)).toBe(40);
    expect(items.every((item) => item.accountId === registered.accountId && item.usage > 0)).toBe(
      true,
    );

    const uploaded = await device(['photos', '--name', 'Kitchen tablet', '--count', '2']);
    expect(uploaded.stderr).toBe('');
    expect(uploaded.code).toBe(0);
    expect(uploaded.stdout).toMatch(
      /^ {2}photo 1 of 2: .+\n {2}photo 2 of 2: .+\nUploaded 2 photos/,
    );
    const gallery = (await db.select().from(photos)).filter(
      (row) => row.accountId === registered.accountId,
    );
    expect(gallery).toHaveLength(2);
    expect(gallery.map(({ mimeType, width, height }) => ({ mimeType, width, height }))).toEqual([
      { mimeType: 'image/jpeg', width: 640, height: 480 },
      { mimeType: 'image/jpeg', width: 640, height: 480 },
    ]);
    // Taken in the four weeks before, as the photos' EXIF says: not when they arrived.
    for (const photo of gallery) {
      const takenAt = photo.takenAt?.getTime() ?? Number.NaN;
      expect(takenAt).toBeLessThan(photo.serverTimestamp.getTime());
      expect(takenAt).toBeGreaterThan(photo.serverTimestamp.getTime() - 29 * 24 * 60 * 60 * 1000);
    }
  });

  it('deletes photos into the Gallery trash, restores them and empties the trash', async () => {
    const { db } = portal.database;
    const trashed = async () =>
      (await db.select().from(photos)).filter((row) => row.trashedAt !== null).map((row) => row.id);
    const stored = await db.select().from(photos);
    expect(stored).toHaveLength(2);
    const newest = [...stored].sort(
      (a, b) =>
        b.serverTimestamp.getTime() - a.serverTimestamp.getTime() || a.id.localeCompare(b.id),
    )[0]!;

    const deleted = await device(['photos', '--name', 'Kitchen tablet', '--delete', '1']);
    expect(deleted).toEqual({
      code: 0,
      stderr: '',
      stdout: `  photo 1 of 1: ${newest.id}\nMoved 1 photo to the trash from "Kitchen tablet" at ${portalUrl}: restorable for 30 days, then deleted for good.\n`,
    });
    expect(await trashed()).toEqual([newest.id]);

    const restored = await device(['photos', '--name', 'Kitchen tablet', '--restore', '5']);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toBe(
      `  photo 1 of 1: ${newest.id}\nRestored 1 photo from the trash (only 1 in the trash) from "Kitchen tablet" at ${portalUrl}.\n`,
    );
    expect(await trashed()).toEqual([]);

    expect((await device(['photos', '--name', 'Kitchen tablet', '--delete', '2'])).code).toBe(0);
    expect((await trashed()).sort()).toEqual(stored.map((row) => row.id).sort());
    const emptied = await device(['photos', '--name', 'Kitchen tablet', '--empty-trash']);
    expect(emptied.stderr).toBe('');
    expect(emptied.stdout).toMatch(
      new RegExp(`^Deleted 2 photos from the trash for good at ${portalUrl}, freeing .+\\.\n$`),
    );
    expect(await db.select().from(photos)).toEqual([]);
  });

  it('restores its latest backup into a folder per category, byte for byte what it sent', async () => {
    const to = path.join(dataDir, 'restored');
    const restored = await device(['restore', '--name', 'Kitchen tablet', '--to', to]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      new RegExp(
        `\nRestored 9 files \\(.+\\) in 9 categories of "Kitchen tablet", backed up at \\S+, from ${portalUrl} to ${to}; every content hash checked\\.\n$`,
      ),
    );
    const sent = simulatedBackupRun('Kitchen tablet', 40);
    expect(sent).toHaveLength(9);
    for (const { category, usage } of sent) {
      const file = simulatedBackupFile('Kitchen tablet', category, usage);
      expect(
        (await readFile(path.join(to, category, file.name))).equals(file.bytes),
        `${category}/${file.name}`,
      ).toBe(true);
    }
  });

  it('is refused in one line once its owner removes it', async () => {
    // Removing the device revokes its credential.
    await portal.database.db.delete(devices);
    for (const command of ['approve-sign-in', 'sync']) {
      const removed = await device([command, '--name', 'Kitchen tablet']);
      expect(removed).toEqual({
        code: 1,
        stdout: '',
        stderr:
          "The portal no longer accepts this device's credential (it was signed out on My devices, or enrolled again): run enroll again.\n",
      });
    }
  });

  it('says in one line that a portal which is down cannot be reached, and writes nothing', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const result = await device([
      'enroll',
      '--name',
      'Hall phone',
      '--type',
      'phone',
      '--model',
      'SM-S921B',
      '--portal',
      down,
    ]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot reach the portal at ${down}: is it running?\n`,
    });
    expect(await new DeviceCredentialsStore(dataDir).load('Hall phone')).toBeNull();
  });
});
