import type { DeviceDescription, DeviceEnrolmentSettings } from '@cloud-portal/contract/device-enrolment';
import { DEVICE_SCOPES } from '@cloud-portal/contract/device-enrolment';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { jwtVerify } from 'jose';
import { upsertAccountForIdentity } from '../../auth/account-repository';
import { reportingProviderFailures, type ConfirmTokenKeySource } from '../../auth/confirm-token-verifier';
import { identityFromClaims, type IdTokenClaims, type OidcGateway } from '../../auth/oidc-gateway';
import { ProviderUnavailableError } from '../../auth/provider-unavailable-error';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { assertCloudServes } from '../../http/cloud-account';
import { registerDevice } from '../devices/device-registry';
import { DeviceCredentialRepository } from './device-credential-repository';

/** An ID token older than this does not enrol a device: it was meant for the enrolment that just happened. */
const ENROLMENT_TOKEN_MAX_AGE = '10m';

export interface DeviceEnrolmentDependencies {
  db: Db;
  gateway: OidcGateway;
  /** The provider's issuer and keys (the ones confirm tokens are checked with). */
  keySource: ConfirmTokenKeySource;
  /** OIDC_DEVICE_CLIENT_ID: the audience a device's ID token must name. */
  deviceClientId: string;
}

/** Where a device signs its owner in, from the provider's discovery; 502 when the provider offers no device grant. */
export async function deviceEnrolmentSettings(deps: DeviceEnrolmentDependencies): Promise<DeviceEnrolmentSettings> {
  const endpoints = await providerCall(() => deps.gateway.deviceSignInEndpoints());
  if (!endpoints.deviceAuthorizationEndpoint || !endpoints.tokenEndpoint) {
    throw new ApiError(Rcodes.DEVICE_ENROLMENT_UNSUPPORTED, 'The sign-in provider offers no device authorization: devices cannot enrol.');
  }
  return {
    issuer: endpoints.issuer,
    clientId: deps.deviceClientId,
    scope: DEVICE_SCOPES,
    deviceAuthorizationEndpoint: endpoints.deviceAuthorizationEndpoint,
    tokenEndpoint: endpoints.tokenEndpoint,
  };
}

/**
 * Enrols a device for the owner its ID token names: the token must be the provider's, for the
 * device client, unexpired and at most 10 minutes old. The account is found (or made, as a
 * first web sign-in makes it) and must be one the cloud serves; the device is registered (or
 * updated when it enrols again) and gets its one credential.
 */
export async function enrolDeviceWithIdToken(
  deps: DeviceEnrolmentDependencies,
  idToken: string,
  device: DeviceDescription,
  now = new Date(),
): Promise<{ deviceId: string; credential: string }> {
  const claims = await verifiedClaims(deps, idToken, now);
  const account = await upsertAccountForIdentity(deps.db, identityFromClaims(claims, null));
  assertCloudServes(account);
  await registerDevice(deps.db, account.id, {
    deviceId: device.deviceId,
    deviceType: device.type,
    model: device.modelCode,
    modelCode: device.modelCode,
    modelName: device.modelName ?? device.modelCode,
    alias: device.name,
    lastAccessTime: now,
  });
  const credential = await new DeviceCredentialRepository(deps.db).replace(account.id, device.deviceId);
  if (!credential) throw new Error('the device just registered was not found');
  return { deviceId: device.deviceId, credential };
}

async function verifiedClaims(deps: DeviceEnrolmentDependencies, idToken: string, now: Date): Promise<IdTokenClaims> {
  const { issuer, keySet } = await providerCall(() => deps.keySource());
  try {
    const { payload } = await jwtVerify(idToken, reportingProviderFailures(keySet), {
      issuer,
      audience: deps.deviceClientId,
      maxTokenAge: ENROLMENT_TOKEN_MAX_AGE,
      currentDate: now,
    });
    if (typeof payload.iss !== 'string' || typeof payload.sub !== 'string') throw new Error('no iss or sub');
    return { ...payload, iss: payload.iss, sub: payload.sub };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw unavailable();
    throw new ApiError(
      Rcodes.DEVICE_ENROLMENT_TOKEN_INVALID,
      'The ID token is not one the portal accepts: sign in on the device again (the token must come from the provider, for the device client, at most 10 minutes ago).',
    );
  }
}

/** A call to the provider whose failure to answer is a 502, not an error of the device's. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw unavailable();
    throw error;
  }
}

function unavailable(): ApiError {
  return new ApiError(Rcodes.PROVIDER_UNAVAILABLE, 'The sign-in service cannot be reached. Try again later.');
}
