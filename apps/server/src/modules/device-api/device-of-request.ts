import { Rcodes } from '@cloud-portal/contract/rcodes';
import { actFor } from '../../db/acting-account';
import { ApiError } from '../../http/api-error';
import { assertCloudServes } from '../../http/cloud-account';
import type { CredentialedDevice, DeviceCredentialRepository } from './device-credential-repository';

/** The device whose credential the Authorization header carries; 401 40100002 for none or an unknown one. */
export async function deviceOfRequest(credentials: DeviceCredentialRepository, authorization: string | undefined): Promise<CredentialedDevice> {
  const token = bearerToken(authorization);
  const device = token ? await credentials.findDevice(token) : null;
  if (!device) throw credentialRefused();
  // What the request writes is this account's doing (db/acting-account.ts).
  actFor(device.accountId);
  return device;
}

/**
 * The device of the request, for a call on the account's cloud data: also 403 when the cloud
 * does not serve the account (withdrawn, suspended, locked), as every cloud call of the web.
 */
export async function servedDeviceOfRequest(credentials: DeviceCredentialRepository, authorization: string | undefined): Promise<CredentialedDevice> {
  const device = await deviceOfRequest(credentials, authorization);
  assertCloudServes(device.account);
  return device;
}

/** The token of an `Authorization: Bearer <token>` header shaped as a device credential; null otherwise. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer ([A-Za-z0-9_-]{1,120})$/.exec(authorization ?? '')?.[1] ?? null;
}

/** 401 40100002: no device credential, or one the portal does not know. */
export function credentialRefused(): ApiError {
  return new ApiError(Rcodes.DEVICE_CREDENTIAL_INVALID, 'Send the device credential as "Authorization: Bearer <token>".');
}
