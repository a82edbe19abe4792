import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceCredentialsStore } from './device-credentials-store';
import { run } from './main';
import { CREDENTIAL_REFUSED } from './portal-client';
import { CapturedOutput } from './test-support/captured-output';
import {
  startScriptedServer,
  type RecordedRequest,
  type ScriptedAnswer,
  type ScriptedServer,
} from './test-support/scripted-server';
import { USAGE_LINE } from './usage';

const NAME = ['--name', 'Kitchen tablet'];

/**
 * sync, backup and photos against a scripted portal, as an enrolled device (the real portal:
 * device-enrolment-journey.test.ts).
 */
describe('device data commands', () => {
  let dataDir: string;
  let portal: ScriptedServer;
  let answer: (request: RecordedRequest) => ScriptedAnswer | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'device-data-'));
    answer = defaultAnswer;
    portal = await startScriptedServer((request) => answer(request));
    await new DeviceCredentialsStore(dataDir).save({
      portal: portal.url,
      deviceId: 'kitchen-tablet-0001',
      name: 'Kitchen tablet',
      type: 'tablet',
      modelCode: 'SM-X710',
      credential: 'the-credential',
      enrolledAt: '2025-01-02T03:04:05.000Z',
    });
  });
  afterEach(async () => {
    await portal.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let photoNumber = 0;
  /** Bytes received of each file going up in parts, by content hash. */
  const partsReceived = new Map<string, number>();
  function defaultAnswer(request: RecordedRequest): ScriptedAnswer | undefined {
    switch (`${request.method} ${request.path}`) {
      case 'PUT /device-api/v1/synced-contents': {
        const { items } = JSON.parse(request.body) as { items: unknown[] };
        return { status: 200, json: { deviceId: 'kitchen-tablet-0001', reported: items.length } };
      }
      case 'POST /device-api/v1/backups': {
        const { items } = JSON.parse(request.body) as { items: unknown[] };
        return {
          status: 200,
          json: {
            deviceId: 'kitchen-tablet-0001',
            backedUpAt: Date.UTC(2025, 0, 2, 3, 4, 5),
            items: items.length,
          },
        };
      }
      case 'GET /device-api/v1/restore/files?limit=100':
        return {
          status: 200,
          json: { ...restoreListing, files: restoreFiles.slice(0, 2), nextCursor: 'page-2' },
        };
      case 'GET /device-api/v1/restore/files?limit=100&cursor=page-2':
        return { status: 200, json: { ...restoreListing, files: restoreFiles.slice(2) } };
      case 'POST /device-api/v1/credential':
        return request.headers.authorization === 'Bearer the-credential'
          ? {
              status: 200,
              json: { deviceId: 'kitchen-tablet-0001', credential: 'the-new-credential' },
            }
          : { status: 401, json: { rcode: 40100002, rmsg: 'Send the device credential' } };
      case 'POST /device-api/v1/photos':
        photoNumber += 1;
        return {
          status: 200,
          json: {
            photoId: `photo-${photoNumber}`,
            serverTimestamp: Date.now(),
            mimeType: 'image/jpeg',
            width: 640,
            height: 480,
            size: request.bytes.length,
          },
        };
    }
    const part = /^\/device-api\/v1\/backup-files\/([\w-]+)\/parts\/(\d+)\?size=(\d+)$/.exec(
      request.path,
    );
    if (request.method === 'PUT' && part) {
      // Parts in order, as the portal takes them (apps/server device-upload-parts test).
      const [, contentHash = '', offset, size] = part;
      const before = Number(offset) === 0 ? 0 : (partsReceived.get(contentHash) ?? 0);
      if (Number(offset) !== before)
        return { status: 409, json: { rcode: 40900003, rmsg: 'Wrong offset.' } };
      const received = before + request.bytes.length;
      partsReceived.set(contentHash, received);
      const complete = received === Number(size);
      return {
        status: 200,
        json: {
          contentHash,
          size: Number(size),
          received,
          complete,
          ...(complete && { stored: true }),
        },
      };
    }
    if (
      request.method === 'GET' &&
      /^\/device-api\/v1\/backup-files\/[\w-]+\/upload$/.test(request.path)
    ) {
      return {
        status: 404,
        json: { rcode: 40400004, rmsg: 'No upload of this file is under way.' },
      };
    }
    if (request.method === 'PUT' && request.path.startsWith('/device-api/v1/backup-files/')) {
      const contentHash = request.path.split('/').pop();
      return { status: 200, json: { contentHash, size: request.bytes.length, stored: true } };
    }
    if (request.method === 'GET' && request.path.startsWith('/device-api/v1/restore/files/')) {
      const sent = restoreBytes.get(request.path.split('/').pop() ?? '');
      return sent
        ? { status: 200, bytes: sent }
        : { status: 404, json: { rcode: 40400001, rmsg: 'No such file.' } };
    }
    return undefined;
  }

  /** What the scripted portal restores: three files over two pages, one of them end-to-end encrypted. */
  const restoreBytes = new Map<string, Buffer>();
  const restoreFiles = (
    [
      ['SMS', 'messages.db', Buffer.from('the messages'), false],
      ['CONTACT', 'contacts.vcf', Buffer.from('BEGIN:VCARD'), false],
      ['SETTINGS', 'wifi/networks.sealed', Buffer.from([0, 1, 2, 254, 255]), true],
    ] as const
  ).map(([cid, name, bytes, encrypted]) => {
    const contentHash = createHash('sha256').update(bytes).digest('base64url');
    restoreBytes.set(contentHash, bytes);
    return { cid, name, size: bytes.length, contentHash, encrypted };
  });
  const restoreListing = {
    deviceId: 'kitchen-tablet-0001',
    backedUpAt: Date.UTC(2025, 0, 2, 3, 4, 5),
    categories: [],
  };

  async function runCli(argv: string[], env: Record<string, string> = {}) {
    const stdout = new CapturedOutput();
    const stderr = new CapturedOutput();
    const code = await run(argv, {
      env: { DATA_DIR: dataDir, ...env },
      stdout: stdout.write,
      stderr: stderr.write,
      sleep: async () => undefined,
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  }

  it.each([
    [['sync', ...NAME, '--apps', '0'], '--apps must be a whole number from 1 to 9 (got "0").'],
    [['sync', ...NAME, '--apps', '10'], '--apps must be a whole number from 1 to 9 (got "10").'],
    [['sync', ...NAME, '--apps', 'six'], '--apps must be a whole number from 1 to 9'],
    [['sync', '--apps', '3'], '--name is required.'],
    [['sync', ...NAME, '--items', '3'], 'sync has no option --items.'],
    [
      ['backup', ...NAME, '--items', '0'],
      '--items must be a whole number from 1 to 100000 (got "0").',
    ],
    [['backup', ...NAME, '--items', '100001'], '--items must be a whole number from 1 to 100000'],
    [['backup', ...NAME, '--items', '4.5'], '--items must be a whole number from 1 to 100000'],
    [['backup', ...NAME, '--count', '4'], 'backup has no option --count.'],
    [
      ['photos', ...NAME, '--count', '0'],
      '--count must be a whole number from 1 to 200 (got "0").',
    ],
    [['photos', ...NAME, '--count', '201'], '--count must be a whole number from 1 to 200'],
    [['photos', ...NAME, '--count=-2'], '--count must be a whole number from 1 to 200 (got "-2").'],
    [
      ['photos', ...NAME, '--count', '-2'],
      "Option '--count' argument is ambiguous. Did you forget to specify the option argument for '--count'? To specify an option argument starting with a dash use '--count=-XYZ'.",
    ],
    [['photos', ...NAME, '--count'], "Option '--count <value>' argument missing"],
    [['photos', ...NAME, '--portal', 'portal.test'], '--portal must be an http:// or https:// URL'],
    [['photos', '--name', ''], '--name must be 1 to 60 characters'],
    [['backup', ...NAME, 'now'], 'backup takes only options, not "now"'],
    [
      ['photos', ...NAME, '--delete', '0'],
      '--delete must be a whole number from 1 to 100 (got "0").',
    ],
    [['photos', ...NAME, '--restore', '101'], '--restore must be a whole number from 1 to 100'],
    [
      ['photos', ...NAME, '--count', '3', '--delete', '1'],
      'photos takes one of --count, --delete, --restore and --empty-trash (got --count and --delete).',
    ],
    [
      ['photos', ...NAME, '--restore', '1', '--empty-trash'],
      'photos takes one of --count, --delete, --restore and --empty-trash (got --restore and --empty-trash).',
    ],
    [['photos', ...NAME, '--empty-trash=yes'], "Option '--empty-trash' does not take an argument"],
    [['restore', ...NAME], '--to is required.'],
    [['restore', ...NAME, '--to', './x', '--items', '3'], 'restore has no option --items.'],
  ])('refuses %j before any request: one line, exit 2', async (argv, message) => {
    const { code, stdout, stderr } = await runCli(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.startsWith(message)).toBe(true);
    expect(stderr.split('\n')).toEqual([expect.any(String), USAGE_LINE, '']);
    expect(portal.requests).toEqual([]);
  });

  it('sync reports the apps with the saved credential, then says what it reported', async () => {
    const { code, stdout, stderr } = await runCli(['sync', ...NAME], {
      PORTAL_URL: 'http://127.0.0.1:9',
    });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(portal.requests).toHaveLength(1);
    const [request] = portal.requests;
    expect(request?.headers.authorization).toBe('Bearer the-credential');
    expect(request?.headers['content-type']).toBe('application/json');
    const { items } = JSON.parse(request?.body ?? '') as {
      items: { cid: string; cnt: number; state: string }[];
    };
    expect(items.map((item) => item.cid)).toEqual([
      'contacts',
      'calendar',
      'notes',
      'reminders',
      'internet',
      'gallery',
      'device_sync_status',
    ]);
    expect(items.every((item) => item.state === 'on')).toBe(true);
    const lines = stdout.split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^ {2}contacts: [\d,]+ items?, [\d.]+ (Bytes|KB|MB|GB)$/);
    expect(lines[0]).toContain((items[0]?.cnt ?? 0).toLocaleString('en-US'));
    expect(lines[6]).toBe(`Reported 6 synced apps of "Kitchen tablet" to ${portal.url}.`);

    // The same figures on a second run.
    const again = await runCli(['sync', ...NAME, '--apps', '1', '--portal', portal.url]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(
      `${lines[0]}\nReported 1 synced app of "Kitchen tablet" to ${portal.url}.\n`,
    );
  });

  it('backup uploads a file per category, then records one run of --items items naming them', async () => {
    const { code, stdout, stderr } = await runCli(['backup', ...NAME, '--items', '1234']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const request = portal.requests.at(-1);
    const uploads = portal.requests.slice(0, -1);
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe('Bearer the-credential');
    const { items } = JSON.parse(request?.body ?? '') as {
      items: {
        cid: string;
        count: number;
        usage: number;
        state: string;
        files: { name: string; size: number; contentHash: string }[];
      }[];
    };
    // Each file went up under the hash of its bytes before the run named it: whole, or past
    // 1 MiB in parts of 1 MiB at most, after asking whether an upload of it stood.
    for (const upload of uploads) {
      expect(upload.headers).toMatchObject({ authorization: 'Bearer the-credential' });
      if (upload.method === 'PUT')
        expect(upload.headers['content-type']).toBe('application/octet-stream');
    }
    let inParts = 0;
    for (const [index, item] of items.entries()) {
      const [file] = item.files;
      const mine = uploads.filter((upload) =>
        upload.path.startsWith(`/device-api/v1/backup-files/${file?.contentHash}`),
      );
      const sent = mine.filter((upload) => upload.method === 'PUT');
      if (sent.length > 1) inParts += 1;
      for (const part of sent) expect(part.bytes.length).toBeLessThanOrEqual(1024 * 1024);
      const bytes = Buffer.concat(sent.map((upload) => upload.bytes));
      expect(createHash('sha256').update(bytes).digest('base64url'), item.cid).toBe(
        file?.contentHash,
      );
      expect(bytes.length).toBe(file?.size);
      expect(file?.size).toBeLessThanOrEqual(items[index]?.usage ?? 0);
    }
    expect(inParts, 'files past 1 MiB went up in parts').toBeGreaterThan(0);
    expect(items.map((item) => item.files[0]?.name)).toContain('messages.db');
    expect(items.map((item) => item.cid)).toEqual([
      'CALLLOGS',
      'SMS',
      'CONTACT',
      'EVENT',
      'Alarm',
      'SETTINGS',
      'HOMESCREEN',
      'APPS',
      'Voice',
    ]);
    expect(items.reduce((sum, item) => sum + item.count, 0)).toBe(1234);
    const lines = stdout.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(
      /^ {2}messages \(SMS\): [\d,]+ items?, [\d.]+ (Bytes|KB|MB|GB); sent messages\.db \([\d.]+ (Bytes|KB|MB)\)$/,
    );
    expect(lines[9]).toMatch(
      new RegExp(
        `^Backed up 1,234 items \\([\\d.]+ (KB|MB|GB); [\\d.]+ (KB|MB) of files\\) in 9 categories of "Kitchen tablet" to ${portal.url} at 2025-01-02T03:04:05.000Z\\.$`,
      ),
    );

    // A second run sends the same bytes: the portal can keep them once.
    portal.requests.length = 0;
    expect((await runCli(['backup', ...NAME, '--items', '1234'])).code).toBe(0);
    expect(portal.requests.slice(0, -1).map((upload) => upload.path)).toEqual(
      uploads.map((upload) => upload.path),
    );
  });

  it('restore writes every listed file into its category folder, checked against its hash, with progress', async () => {
    const to = path.join(dataDir, 'restored');
    const { code, stdout, stderr } = await runCli(['restore', ...NAME, '--to', to]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(await readFile(path.join(to, 'messages', 'messages.db'), 'utf8')).toBe('the messages');
    expect(await readFile(path.join(to, 'contacts', 'contacts.vcf'), 'utf8')).toBe('BEGIN:VCARD');
    expect(await readFile(path.join(to, 'settings', 'wifi', 'networks.sealed'))).toEqual(
      Buffer.from([0, 1, 2, 254, 255]),
    );
    expect(
      portal.requests.every((request) => request.headers.authorization === 'Bearer the-credential'),
    ).toBe(true);
    expect(stdout.split('\n')).toEqual([
      `  ${path.join('messages', 'messages.db')}: 12 Bytes — 1 of 3 files, 12 Bytes of 28 Bytes`,
      `  ${path.join('contacts', 'contacts.vcf')}: 11 Bytes — 2 of 3 files, 23 Bytes of 28 Bytes`,
      `  ${path.join('settings', 'wifi', 'networks.sealed')}: 5 Bytes (end-to-end encrypted, as sent) — 3 of 3 files, 28 Bytes of 28 Bytes`,
      `Restored 3 files (28 Bytes) in 3 categories of "Kitchen tablet", backed up at 2025-01-02T03:04:05.000Z, from ${portal.url} to ${to}; every content hash checked.`,
      '',
    ]);
  });

  it('restore --from takes another enrolled device’s latest backup, asked for by that device’s id', async () => {
    await new DeviceCredentialsStore(dataDir).save({
      portal: portal.url,
      deviceId: 'old-phone-0001',
      name: 'Old phone',
      type: 'phone',
      modelCode: 'SM-S901B',
      credential: 'the-old-credential',
      enrolledAt: '2024-01-02T03:04:05.000Z',
    });
    answer = (request) => {
      const listing = /^\/device-api\/v1\/restore\/files\?(.*)$/.exec(request.path);
      if (!listing) return defaultAnswer(request);
      const query = new URLSearchParams(listing[1]);
      if (query.get('tdid') !== 'old-phone-0001')
        return { status: 404, json: { rcode: 40400001, rmsg: 'No such device.' } };
      query.delete('tdid');
      return defaultAnswer({ ...request, path: `/device-api/v1/restore/files?${query}` });
    };
    const to = path.join(dataDir, 'from-old-phone');
    const { code, stdout, stderr } = await runCli([
      'restore',
      ...NAME,
      '--from',
      'Old phone',
      '--to',
      to,
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(await readFile(path.join(to, 'messages', 'messages.db'), 'utf8')).toBe('the messages');
    // The new device asks, with its own credential, for the old one's backup.
    expect(
      portal.requests.every((request) => request.headers.authorization === 'Bearer the-credential'),
    ).toBe(true);
    expect(stdout).toContain('in 3 categories of "Old phone" to "Kitchen tablet", backed up at');

    const unknown = await runCli(['restore', ...NAME, '--from', 'Never enrolled', '--to', to]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^No enrolled device is named "Never enrolled"/);
  });

  it('restore stops at a file whose bytes do not hash to what the portal lists, exit 1', async () => {
    answer = (request) =>
      request.path.startsWith('/device-api/v1/restore/files/')
        ? { status: 200, bytes: Buffer.from('not what was backed up') }
        : defaultAnswer(request);
    const to = path.join(dataDir, 'restored');
    const { code, stdout, stderr } = await runCli(['restore', ...NAME, '--to', to]);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toBe(
      `SMS/messages.db arrived damaged (its bytes do not hash to the content hash the portal lists); the 0 files before it were restored in ${to}.\n`,
    );
  });

  it('restore says the device has no backup when the portal answers so', async () => {
    answer = () => ({
      status: 404,
      json: { rcode: 40400002, rmsg: 'This device has no backup to restore.' },
    });
    const { code, stderr } = await runCli([
      'restore',
      ...NAME,
      '--to',
      path.join(dataDir, 'restored'),
    ]);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'The portal refused the restore: This device has no backup to restore. (rcode 40400002)\n',
    );
  });

  it('photos uploads each JPEG as the body, one call each, with progress', async () => {
    const { code, stdout, stderr } = await runCli(['photos', ...NAME, '--count', '3']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(portal.requests).toHaveLength(3);
    let total = 0;
    for (const request of portal.requests) {
      expect(request.headers).toMatchObject({
        authorization: 'Bearer the-credential',
        'content-type': 'image/jpeg',
      });
      expect(await sharp(request.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
      total += request.bytes.length;
    }
    const lines = stdout.split('\n');
    expect(lines.slice(0, 3).map((line) => line.replace(/[\d.]+ KB$/, 'n KB'))).toEqual([
      '  photo 1 of 3: n KB',
      '  photo 2 of 3: n KB',
      '  photo 3 of 3: n KB',
    ]);
    expect(lines[3]).toBe(
      `Uploaded 3 photos (${(total / 1000).toFixed(1)} KB) from "Kitchen tablet" to ${portal.url}.`,
    );
  });

  it.each([['sync'], ['backup'], ['photos'], ['restore']])(
    '%s says the credential is refused when the portal answers 401, exit 1',
    async (command) => {
      answer = () => ({ status: 401, json: { rcode: 40100002, rmsg: 'Unknown credential.' } });
      const { code, stdout, stderr } = await runCli([
        command,
        ...NAME,
        ...(command === 'restore' ? ['--to', dataDir] : []),
      ]);
      expect({ code, stdout, stderr }).toEqual({
        code: 1,
        stdout: '',
        stderr: `${CREDENTIAL_REFUSED}\n`,
      });
      expect(portal.requests).toHaveLength(1);
    },
  );

  it('refresh trades the credential for a new one and saves it; the old one is then refused', async () => {
    const first = await runCli(['refresh', ...NAME]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /^Refreshed the credential of "Kitchen tablet" at \S+; the old one no longer works\. Saved in \S+kitchen-tablet\S*\.json\.\n$/,
    );
    expect((await new DeviceCredentialsStore(dataDir).load('Kitchen tablet'))?.credential).toBe(
      'the-new-credential',
    );
    expect(portal.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer the-credential',
    ]);
    // The saved file now holds the new credential, which this scripted portal does not take.
    const again = await runCli(['refresh', ...NAME]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`${CREDENTIAL_REFUSED}\n`);
    expect((await new DeviceCredentialsStore(dataDir).load('Kitchen tablet'))?.credential).toBe(
      'the-new-credential',
    );
  });

  it('prints the portal’s refusal of a backup as its message and rcode', async () => {
    answer = (request) =>
      request.method === 'POST'
        ? { status: 400, json: { rcode: 40000001, rmsg: 'Backup item "SMS" is reported twice.' } }
        : defaultAnswer(request);
    const { code, stderr } = await runCli(['backup', ...NAME]);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'The portal refused the backup: Backup item "SMS" is reported twice. (rcode 40000001)\n',
    );
  });

  it('says how far photos got when the portal refuses one on the way', async () => {
    answer = (request) =>
      portal.requests.length === 3
        ? { status: 413, json: { rcode: 41300001, rmsg: 'The photo is too large.' } }
        : defaultAnswer(request);
    const { code, stdout, stderr } = await runCli(['photos', ...NAME, '--count', '5']);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toHaveLength(3);
    expect(stderr).toBe(
      'The portal refused the photo: The photo is too large. (rcode 41300001) (photo 3 of 5; the 2 before it were uploaded)\n',
    );
  });

  it('says in one line that a portal which answers something else is not the portal', async () => {
    answer = () => ({ status: 200, json: { hello: 'world' } });
    const { code, stderr } = await runCli(['sync', ...NAME]);
    expect(code).toBe(1);
    expect(stderr).toBe(
      `${portal.url} answered something the portal does not (HTTP 200): is it the portal's address?\n`,
    );
  });

  it('sends the credential to no other portal than its own, and names a device never enrolled', async () => {
    const other = 'http://127.0.0.1:9';
    const elsewhere = await runCli(['photos', ...NAME, '--portal', other]);
    expect(elsewhere).toEqual({
      code: 1,
      stdout: '',
      stderr: `"Kitchen tablet" is enrolled at ${portal.url}, not ${other}: run enroll --portal ${other} to enrol it there.\n`,
    });
    const unknown = await runCli(['backup', '--name', 'Bedroom watch']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      `No enrolled device is named "Bedroom watch" (no ${path.join(dataDir, 'devices', 'bedroom-watch.json')}); run enroll first.\n`,
    );
    expect(portal.requests).toEqual([]);
    // Nothing of the saved credential changed.
    expect(
      JSON.parse(await readFile(path.join(dataDir, 'devices', 'kitchen-tablet.json'), 'utf8')),
    ).toMatchObject({
      credential: 'the-credential',
    });
  });
});
