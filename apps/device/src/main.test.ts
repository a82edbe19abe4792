import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceCredentialsStore } from './device-credentials-store';
import { run } from './main';
import { CapturedOutput } from './test-support/captured-output';
import {
  startScriptedServer,
  type RecordedRequest,
  type ScriptedAnswer,
  type ScriptedServer,
} from './test-support/scripted-server';
import { USAGE_LINE } from './usage';

const ENROL = ['enroll', '--name', 'Kitchen tablet', '--type', 'tablet', '--model', 'SM-X710'];

/**
 * The command line as a user meets it, against a scripted portal and provider on one server
 * (the real ones: device-enrolment-journey.test.ts).
 */
describe('device simulator command line', () => {
  let dataDir: string;
  let server: ScriptedServer | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'device-cli-'));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  async function runCli(argv: string[], env: Record<string, string> = {}) {
    const stdout = new CapturedOutput();
    const stderr = new CapturedOutput();
    const waits: number[] = [];
    const code = await run(argv, {
      env: { DATA_DIR: dataDir, ...env },
      stdout: stdout.write,
      stderr: stderr.write,
      sleep: async (ms) => void waits.push(ms),
    });
    return { code, stdout: stdout.text, stderr: stderr.text, waits };
  }

  /** A portal and provider in one: the token endpoint answers `tokenAnswers` in turn; other calls `extra` first. */
  async function startPortal(
    tokenAnswers: ScriptedAnswer[],
    extra: (request: RecordedRequest) => ScriptedAnswer | undefined = () => undefined,
  ) {
    const answers = [...tokenAnswers];
    server = await startScriptedServer((request, url) => {
      const scripted = extra(request);
      if (scripted) return scripted;
      switch (`${request.method} ${request.path}`) {
        case 'GET /device-api/v1/enrolment':
          return {
            status: 200,
            json: {
              issuer: url,
              clientId: 'cloud-portal-device',
              scope: 'openid',
              deviceAuthorizationEndpoint: `${url}/device/auth`,
              tokenEndpoint: `${url}/token`,
            },
          };
        case 'POST /device/auth':
          return {
            status: 200,
            json: {
              device_code: 'dc',
              user_code: 'ABCD-EFGH',
              verification_uri: `${url}/device`,
              verification_uri_complete: `${url}/device?user_code=ABCD-EFGH`,
              expires_in: 600,
            },
          };
        case 'POST /token':
          return answers.shift();
        case 'POST /device-api/v1/enrolment': {
          const { device } = JSON.parse(request.body) as { device: { deviceId: string } };
          return {
            status: 200,
            json: { deviceId: device.deviceId, credential: `credential-of-${device.deviceId}` },
          };
        }
      }
      return undefined;
    });
    return server;
  }

  const approved = { status: 200, json: { id_token: 'header.claims.signature' } };

  it.each([['help'], ['--help'], ['-h'], ['enroll', '--help'], ['photos', '--help']])(
    'prints every command and option for %s, exit 0',
    async (...argv) => {
      const { code, stdout, stderr } = await runCli(argv);
      expect(code).toBe(0);
      expect(stderr).toBe('');
      for (const word of [
        'enroll',
        'approve-sign-in',
        '--name',
        '--type',
        '--model',
        '--model-name',
        '--portal',
        'PORTAL_URL',
        'DATA_DIR',
        'sync',
        '--apps',
        'backup',
        '--items',
        'photos',
        '--count',
        'restore',
        '--to',
      ]) {
        expect(stdout).toContain(word);
      }
    },
  );

  it('prints the usage and exits 2 without a command, and with an unknown one', async () => {
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('approve-sign-in');
    const unknown = await runCli(['enrol']);
    expect(unknown).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `Unknown command "enrol".\n${USAGE_LINE}\n`,
    });
  });

  it.each([
    [['--type', 'fridge'], '--type must be phone, tablet or watch (got "fridge").'],
    [['--name', 'x'.repeat(61)], '--name must be 1 to 60 characters'],
    [['--model', 'SM/X710'], '--model must be at most 40 letters'],
    [['--model-name', ''], '--model-name must be'],
    [['--portal', 'localhost:8080'], '--portal must be an http:// or https:// URL'],
    [['--colour', 'red'], 'enroll has no option --colour.'],
    [['extra'], 'enroll takes only options, not "extra"'],
  ])(
    'refuses %j before any request: one line naming the option, exit 2, nothing written',
    async (change, message) => {
      const portal = await startPortal([approved]);
      const argv = [...ENROL, '--portal', portal.url];
      const at = change[0] ?? '';
      const index = argv.indexOf(at);
      if (index >= 0) argv.splice(index, 2, ...change);
      else argv.push(...change);
      const { code, stdout, stderr } = await runCli(argv);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.split('\n')).toEqual([expect.stringContaining(message), USAGE_LINE, '']);
      expect(stderr.startsWith(message)).toBe(true);
      expect(portal.requests).toEqual([]);
      expect(await readdir(dataDir)).toEqual([]);
    },
  );

  it('refuses a missing option, naming it', async () => {
    const { code, stderr } = await runCli([
      'enroll',
      '--name',
      'Kitchen tablet',
      '--model',
      'SM-X710',
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^--type is required\./);
  });

  it('enrols with the portal PORTAL_URL names, and keeps the device id when the same device enrols again', async () => {
    const portal = await startPortal([approved, approved]);
    const first = await runCli([...ENROL, '--model-name', 'X710'], {
      PORTAL_URL: `${portal.url}/`,
      PUBLIC_URL: 'http://127.0.0.1:9',
    });
    expect(first.code, first.stderr).toBe(0);
    const saved = await new DeviceCredentialsStore(dataDir).load('Kitchen tablet');
    expect(saved).toMatchObject({
      portal: portal.url,
      name: 'Kitchen tablet',
      type: 'tablet',
      modelCode: 'SM-X710',
    });
    expect(saved?.deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.stdout.split('\n')).toEqual([
      `Open ${portal.url}/device and enter the code ABCD-EFGH`,
      `(or open ${portal.url}/device?user_code=ABCD-EFGH)`,
      `Enrolled "Kitchen tablet" (tablet SM-X710) as device ${saved?.deviceId} on ${portal.url}.`,
      '',
    ]);
    const enrolment = portal.requests.find(
      (request) => request.path === '/device-api/v1/enrolment' && request.method === 'POST',
    );
    expect(JSON.parse(enrolment?.body ?? '')).toEqual({
      idToken: 'header.claims.signature',
      device: {
        deviceId: saved?.deviceId,
        name: 'Kitchen tablet',
        type: 'tablet',
        modelCode: 'SM-X710',
        modelName: 'X710',
      },
    });
    const asked = portal.requests.find((request) => request.path === '/device/auth');
    expect(new URLSearchParams(asked?.body).get('device_model')).toBe('X710');

    const again = await runCli(ENROL, { PORTAL_URL: portal.url });
    expect(again.code, again.stderr).toBe(0);
    expect(await new DeviceCredentialsStore(dataDir).load('Kitchen tablet')).toMatchObject({
      deviceId: saved?.deviceId,
      credential: `credential-of-${saved?.deviceId}`,
    });
  });

  it.each([
    ['access_denied', 'The owner declined to sign "Kitchen tablet" in: nothing was enrolled.\n'],
    [
      'expired_token',
      'The code expired before the owner approved "Kitchen tablet": nothing was enrolled; run enroll again.\n',
    ],
  ])('stops at %s with one line, exit 1, nothing enrolled or saved', async (error, message) => {
    const portal = await startPortal([
      { status: 400, json: { error: 'authorization_pending' } },
      { status: 400, json: { error } },
    ]);
    const { code, stdout, stderr, waits } = await runCli([...ENROL, '--portal', portal.url]);
    expect(code).toBe(1);
    expect(stderr).toBe(message);
    expect(stdout).toContain('and enter the code ABCD-EFGH');
    expect(waits).toEqual([5000, 5000]);
    expect(
      portal.requests.filter(
        (request) => request.method === 'POST' && request.path === '/device-api/v1/enrolment',
      ),
    ).toEqual([]);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('prints the portal’s refusal as its message and rcode', async () => {
    const portal = await startPortal([approved], (request) =>
      request.method === 'POST' && request.path === '/device-api/v1/enrolment'
        ? { status: 403, json: { rcode: 101920, rmsg: 'The account cloud is locked.' } }
        : undefined,
    );
    const { code, stderr } = await runCli([...ENROL, '--portal', portal.url]);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'The portal refused to enrol "Kitchen tablet": The account cloud is locked. (rcode 101920)\n',
    );
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('says when the portal offers no device enrolment', async () => {
    const portal = await startPortal([], (request) =>
      request.path === '/device-api/v1/enrolment'
        ? {
            status: 502,
            json: { rcode: 50200002, rmsg: 'The sign-in provider offers no device authorization.' },
          }
        : undefined,
    );
    const { code, stdout, stderr } = await runCli([...ENROL, '--portal', portal.url]);
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'The portal cannot enrol devices now: The sign-in provider offers no device authorization. (rcode 50200002)\n',
    });
  });

  describe('approve-sign-in', () => {
    async function enrolled(portal: ScriptedServer) {
      const enrol = await runCli([...ENROL, '--portal', portal.url]);
      expect(enrol.code, enrol.stderr).toBe(0);
      const saved = await new DeviceCredentialsStore(dataDir).load('Kitchen tablet');
      if (!saved) throw new Error('not saved');
      return saved;
    }

    it('approves with the saved credential at the portal the device enrolled at, whatever PORTAL_URL says', async () => {
      const portal = await startPortal([approved], (request) =>
        request.path === '/device-api/v1/web-sign-in/approve'
          ? {
              status: 200,
              json: { deviceId: 'from-portal-01', requestCreatedAt: Date.UTC(2025, 0, 2, 3, 4, 5) },
            }
          : undefined,
      );
      const saved = await enrolled(portal);
      const { code, stdout, stderr } = await runCli(
        ['approve-sign-in', '--name', 'Kitchen tablet'],
        { PORTAL_URL: 'http://127.0.0.1:9' },
      );
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout).toBe(
        `Approved the web sign-in asked at 2025-01-02T03:04:05.000Z from "Kitchen tablet" (device from-portal-01) on ${portal.url}.\n`,
      );
      const approval = portal.requests.find(
        (request) => request.path === '/device-api/v1/web-sign-in/approve',
      );
      expect(approval?.method).toBe('POST');
      expect(approval?.headers.authorization).toBe(`Bearer ${saved.credential}`);
    });

    it('sends the credential to no other portal than its own', async () => {
      const portal = await startPortal([approved]);
      await enrolled(portal);
      const other = await startScriptedServer(() => ({ status: 200, json: {} }));
      try {
        const { code, stderr } = await runCli([
          'approve-sign-in',
          '--name',
          'Kitchen tablet',
          '--portal',
          other.url,
        ]);
        expect(code).toBe(1);
        expect(stderr).toBe(
          `"Kitchen tablet" is enrolled at ${portal.url}, not ${other.url}: run enroll --portal ${other.url} to enrol it there.\n`,
        );
        expect(other.requests).toEqual([]);
      } finally {
        await other.close();
      }
    });

    it('names a device that never enrolled', async () => {
      const { code, stderr } = await runCli(['approve-sign-in', '--name', 'Bedroom watch']);
      expect(code).toBe(1);
      expect(stderr).toBe(
        `No enrolled device is named "Bedroom watch" (no ${path.join(dataDir, 'devices', 'bedroom-watch.json')}); run enroll first.\n`,
      );
    });

    it('refuses a bad name before reading anything, exit 2', async () => {
      const { code, stderr } = await runCli(['approve-sign-in', '--name', '']);
      expect(code).toBe(2);
      expect(stderr).toMatch(/^--name must be/);
    });

    it('leaves the saved credential as it was when the portal refuses', async () => {
      const portal = await startPortal([approved], (request) =>
        request.path === '/device-api/v1/web-sign-in/approve'
          ? { status: 404, json: { rcode: 40400001, rmsg: 'none' } }
          : undefined,
      );
      await enrolled(portal);
      const file = path.join(dataDir, 'devices', 'kitchen-tablet.json');
      const before = await readFile(file, 'utf8');
      expect((await runCli(['approve-sign-in', '--name', 'Kitchen tablet'])).code).toBe(1);
      expect(await readFile(file, 'utf8')).toBe(before);
    });
  });
});
