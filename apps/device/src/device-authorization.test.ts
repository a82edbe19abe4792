import type { DeviceEnrolmentSettings } from '@cloud-portal/contract/device-enrolment';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandError } from './command-errors';
import {
  startDeviceAuthorization,
  waitForOwner,
  type DeviceAuthorization,
} from './device-authorization';
import {
  startScriptedServer,
  type ScriptedAnswer,
  type ScriptedServer,
} from './test-support/scripted-server';

/** A provider whose token endpoint answers `tokenAnswers` one after the other. */
async function providerAnswering(
  tokenAnswers: ScriptedAnswer[],
  authorization: ScriptedAnswer = { status: 200, json: CODES },
) {
  const answers = [...tokenAnswers];
  return startScriptedServer((request) => {
    if (request.path === '/device/auth') return authorization;
    if (request.path === '/token') return answers.shift();
    return undefined;
  });
}

const CODES = {
  device_code: 'device-code-1',
  user_code: 'WDJB-MJHT',
  verification_uri: 'http://provider.test/device',
  verification_uri_complete: 'http://provider.test/device?user_code=WDJB-MJHT',
  expires_in: 600,
};

const pending = { status: 400, json: { error: 'authorization_pending' } };

function settingsOf(provider: ScriptedServer): DeviceEnrolmentSettings {
  return {
    issuer: provider.url,
    clientId: 'cloud-portal-device',
    scope: 'openid profile email',
    deviceAuthorizationEndpoint: `${provider.url}/device/auth`,
    tokenEndpoint: `${provider.url}/token`,
  };
}

describe('device authorization grant (RFC 8628)', () => {
  let provider: ScriptedServer | undefined;
  afterEach(async () => {
    await provider?.close();
    provider = undefined;
  });

  function recordingSleep() {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => void waits.push(ms) };
  }

  it('asks for a code as the device client, saying what the device is', async () => {
    provider = await providerAnswering([]);
    const authorization = await startDeviceAuthorization(settingsOf(provider), {
      name: 'Kitchen tablet',
      model: 'X710',
    });
    expect(authorization).toEqual({
      deviceCode: 'device-code-1',
      userCode: 'WDJB-MJHT',
      verificationUri: CODES.verification_uri,
      verificationUriComplete: CODES.verification_uri_complete,
      expiresInSeconds: 600,
      intervalSeconds: 5,
    });
    const [asked] = provider.requests;
    expect(asked?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(asked?.body))).toEqual({
      client_id: 'cloud-portal-device',
      scope: 'openid profile email',
      device_name: 'Kitchen tablet',
      device_model: 'X710',
    });
  });

  it('polls every interval while pending, 5 s longer after slow_down, until the ID token comes', async () => {
    provider = await providerAnswering([
      pending,
      { status: 400, json: { error: 'slow_down' } },
      pending,
      { status: 200, json: { id_token: 'the.id.token' } },
    ]);
    const settings = settingsOf(provider);
    const authorization = await startDeviceAuthorization(settings, {
      name: 'Kitchen tablet',
      model: 'SM-X710',
    });
    const { waits, sleep } = recordingSleep();
    expect(await waitForOwner(settings, authorization, sleep)).toEqual({
      decision: 'approved',
      idToken: 'the.id.token',
    });
    expect(waits).toEqual([5000, 5000, 10_000, 10_000]);
    const polls = provider.requests.filter((request) => request.path === '/token');
    expect(polls).toHaveLength(4);
    expect(Object.fromEntries(new URLSearchParams(polls[0]?.body))).toEqual({
      client_id: 'cloud-portal-device',
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: 'device-code-1',
    });
  });

  it('waits the interval the provider names', async () => {
    provider = await providerAnswering([{ status: 200, json: { id_token: 't' } }], {
      status: 200,
      json: { ...CODES, interval: 2 },
    });
    const settings = settingsOf(provider);
    const { waits, sleep } = recordingSleep();
    await waitForOwner(
      settings,
      await startDeviceAuthorization(settings, { name: 'n', model: 'm' }),
      sleep,
    );
    expect(waits).toEqual([2000]);
  });

  it.each([
    ['access_denied', 'declined'],
    ['expired_token', 'expired'],
  ])('stops at %s: the owner %s', async (error, decision) => {
    provider = await providerAnswering([
      pending,
      { status: 400, json: { error } },
      { status: 200, json: { id_token: 'never' } },
    ]);
    const settings = settingsOf(provider);
    const { sleep } = recordingSleep();
    expect(
      await waitForOwner(
        settings,
        await startDeviceAuthorization(settings, { name: 'n', model: 'm' }),
        sleep,
      ),
    ).toEqual({ decision });
    expect(provider.requests.filter((request) => request.path === '/token')).toHaveLength(2);
  });

  it('stops polling once the code has expired by the device’s clock', async () => {
    provider = await providerAnswering([pending, pending, pending]);
    const settings = settingsOf(provider);
    const authorization: DeviceAuthorization = {
      ...(await startDeviceAuthorization(settings, { name: 'n', model: 'm' })),
      expiresInSeconds: 12,
    };
    let clock = 0;
    const sleep = async (ms: number) => void (clock += ms);
    expect(await waitForOwner(settings, authorization, sleep, () => clock)).toEqual({
      decision: 'expired',
    });
    // Polled at 5 s and 10 s; at 15 s the code was dead.
    expect(provider.requests.filter((request) => request.path === '/token')).toHaveLength(2);
  });

  it('reports another error of the provider in one line', async () => {
    provider = await providerAnswering([
      { status: 400, json: { error: 'invalid_grant', error_description: 'device code not found' } },
    ]);
    const settings = settingsOf(provider);
    const polling = waitForOwner(
      settings,
      await startDeviceAuthorization(settings, { name: 'n', model: 'm' }),
      recordingSleep().sleep,
    );
    await expect(polling).rejects.toThrow(
      new CommandError(
        'The sign-in provider refused the device sign-in: invalid_grant: device code not found',
      ),
    );
  });

  it('reports a provider that refuses the device client', async () => {
    provider = await providerAnswering([], {
      status: 401,
      json: { error: 'invalid_client', error_description: 'client authentication failed' },
    });
    await expect(
      startDeviceAuthorization(settingsOf(provider), { name: 'n', model: 'm' }),
    ).rejects.toThrow(
      'The sign-in provider refused the device sign-in: invalid_client: client authentication failed',
    );
  });

  it('reports a provider that cannot be reached in one line', async () => {
    provider = await providerAnswering([]);
    const settings = settingsOf(provider);
    await provider.close();
    provider = undefined;
    await expect(startDeviceAuthorization(settings, { name: 'n', model: 'm' })).rejects.toThrow(
      new CommandError(`Cannot reach the sign-in provider at ${settings.issuer}: is it running?`),
    );
  });
});
