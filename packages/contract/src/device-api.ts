import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody } from './error-body';
import { EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/**
 * The device API: calls made by the account's phones and tablets, not by the web app. A
 * device proves itself with its credential as a bearer token (no cookies, so no CSRF and no
 * client header); the portal keeps only the token's hash.
 */
export const DeviceAuthorizationHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ maxLength: 200 })),
});

/**
 * Approves, from this device, the account's newest web sign-in waiting for a device (spec §4
 * Web sign-in token flow, mobile route): the browser's next poll then answers VERIFIED.
 * 401 with a missing or unknown device credential; 404 when nothing is waiting.
 */
export const approveWebSignInFromDevice = defineEndpoint({
  ...endpointRoutes.approveWebSignInFromDevice,
  summary: 'Approve the waiting web sign-in from one of the account devices (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: {
    200: Type.Object({ deviceId: Type.String(), requestCreatedAt: EpochMs }),
    400: ErrorBody,
    401: ErrorBody,
    404: ErrorBody,
  },
});

export const RefreshedDeviceCredential = Type.Object({ deviceId: Type.String(), credential: Type.String() });
export type RefreshedDeviceCredential = Type.Static<typeof RefreshedDeviceCredential>;

/**
 * Trades the device's credential for a new one: the one sent stops working at once, so a copy
 * of an old credential cannot act as the device for ever. 401 with a missing or unknown
 * credential (signed out on My devices, already refreshed, or enrolled again).
 */
export const refreshDeviceCredential = defineEndpoint({
  ...endpointRoutes.refreshDeviceCredential,
  summary: "Trade the device's credential for a new one (device credential)",
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: RefreshedDeviceCredential, 400: ErrorBody, 401: ErrorBody },
});
