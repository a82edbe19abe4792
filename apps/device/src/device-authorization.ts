import type { DeviceEnrolmentSettings } from '@cloud-portal/contract/device-enrolment';
import Type from 'typebox';
import Value from 'typebox/value';
import { CommandError } from './command-errors';
import { fetchJson, formPost, type JsonAnswer } from './fetch-json';

/**
 * The device's side of the OAuth 2.0 device authorization grant (RFC 8628): ask the provider
 * for a code its owner enters in a browser, then poll the token endpoint until the owner has
 * approved (an ID token), declined or let the code expire.
 */

const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
/** RFC 8628 §3.2: the poll interval when the provider names none. */
const DEFAULT_INTERVAL_SECONDS = 5;
/** RFC 8628 §3.5: what slow_down adds to the interval. */
const SLOW_DOWN_SECONDS = 5;

const DeviceAuthorizationAnswer = Type.Object({
  device_code: Type.String({ minLength: 1 }),
  user_code: Type.String({ minLength: 1 }),
  verification_uri: Type.String({ minLength: 1 }),
  verification_uri_complete: Type.Optional(Type.String({ minLength: 1 })),
  expires_in: Type.Number({ exclusiveMinimum: 0 }),
  interval: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
});

const TokenAnswer = Type.Object({ id_token: Type.String({ minLength: 1 }) });
const OAuthError = Type.Object({
  error: Type.String(),
  error_description: Type.Optional(Type.String()),
});

export interface DeviceAuthorization {
  deviceCode: string;
  /** What the owner enters at `verificationUri`. */
  userCode: string;
  verificationUri: string;
  /** The address with the code in it, when the provider offers one. */
  verificationUriComplete: string | undefined;
  expiresInSeconds: number;
  intervalSeconds: number;
}

export type OwnerDecision =
  { decision: 'approved'; idToken: string } | { decision: 'declined' } | { decision: 'expired' };

/** Asks the provider for a user code; `device` is what the owner's approval page shows of the device. */
export async function startDeviceAuthorization(
  settings: DeviceEnrolmentSettings,
  device: { name: string; model: string },
): Promise<DeviceAuthorization> {
  const answer = await fetchJson(
    settings.deviceAuthorizationEndpoint,
    formPost({
      client_id: settings.clientId,
      scope: settings.scope,
      device_name: device.name,
      device_model: device.model,
    }),
    providerNamed(settings),
  );
  if (answer.status !== 200)
    throw new CommandError(
      `The sign-in provider refused the device sign-in: ${describeOAuthError(answer)}`,
    );
  if (!Value.Check(DeviceAuthorizationAnswer, answer.body)) {
    throw new CommandError(
      `The sign-in provider's device authorization answer is not RFC 8628's (HTTP ${answer.status}).`,
    );
  }
  const body = answer.body;
  return {
    deviceCode: body.device_code,
    userCode: body.user_code,
    verificationUri: body.verification_uri,
    verificationUriComplete: body.verification_uri_complete,
    expiresInSeconds: body.expires_in,
    intervalSeconds: body.interval ?? DEFAULT_INTERVAL_SECONDS,
  };
}

/**
 * Polls the token endpoint, waiting the interval (with `sleep`) before each request, until the
 * owner decides or the code expires.
 */
export async function waitForOwner(
  settings: DeviceEnrolmentSettings,
  authorization: DeviceAuthorization,
  sleep: (ms: number) => Promise<void>,
  now: () => number = Date.now,
): Promise<OwnerDecision> {
  const expiresAt = now() + authorization.expiresInSeconds * 1000;
  let intervalSeconds = authorization.intervalSeconds;
  for (;;) {
    await sleep(intervalSeconds * 1000);
    // The code is dead by now: asking would only hear expired_token.
    if (now() >= expiresAt) return { decision: 'expired' };
    const answer = await fetchJson(
      settings.tokenEndpoint,
      formPost({
        client_id: settings.clientId,
        grant_type: DEVICE_CODE_GRANT,
        device_code: authorization.deviceCode,
      }),
      providerNamed(settings),
    );
    if (answer.status === 200) {
      if (!Value.Check(TokenAnswer, answer.body))
        throw new CommandError(
          'The sign-in provider answered the device sign-in without an ID token.',
        );
      return { decision: 'approved', idToken: answer.body.id_token };
    }
    const error = Value.Check(OAuthError, answer.body) ? answer.body.error : undefined;
    switch (error) {
      case 'authorization_pending':
        continue;
      case 'slow_down':
        intervalSeconds += SLOW_DOWN_SECONDS;
        continue;
      case 'access_denied':
        return { decision: 'declined' };
      case 'expired_token':
        return { decision: 'expired' };
      default:
        throw new CommandError(
          `The sign-in provider refused the device sign-in: ${describeOAuthError(answer)}`,
        );
    }
  }
}

function providerNamed(settings: DeviceEnrolmentSettings): string {
  return `the sign-in provider at ${settings.issuer}`;
}

/** An OAuth error answer in one line: `error: description`, or the HTTP status. */
function describeOAuthError(answer: JsonAnswer): string {
  if (!Value.Check(OAuthError, answer.body)) return `HTTP ${answer.status}`;
  const { error, error_description: description } = answer.body;
  return description ? `${error}: ${description}` : error;
}
