import Type from 'typebox';
import { DeviceType } from './backup';
import { defineEndpoint } from './endpoint';
import { ErrorBody } from './error-body';
import { endpointRoutes } from './endpoint-routes';

/**
 * Enrolling a device (issue 16 part 1): the device signs its owner in at the provider with the
 * OAuth 2.0 device authorization grant (RFC 8628) as a public client of its own, then trades
 * the ID token it got for a device credential of the portal's device API.
 */

/** The provider client devices sign in with, unless OIDC_DEVICE_CLIENT_ID says otherwise. */
export const DEFAULT_DEVICE_CLIENT_ID = 'cloud-portal-device';

/** The scopes a device asks for: who the owner is, to find (or make) the portal account. */
export const DEVICE_SCOPES = 'openid profile email';

/** Where and how a device signs its owner in: read from the provider's discovery by the portal. */
export const DeviceEnrolmentSettings = Type.Object({
  issuer: Type.String(),
  clientId: Type.String(),
  scope: Type.String(),
  deviceAuthorizationEndpoint: Type.String(),
  tokenEndpoint: Type.String(),
});
export type DeviceEnrolmentSettings = Type.Static<typeof DeviceEnrolmentSettings>;

export const getDeviceEnrolmentSettings = defineEndpoint({
  ...endpointRoutes.getDeviceEnrolmentSettings,
  summary: 'Where a device signs its owner in to enrol (the provider’s device authorization grant)',
  tags: ['device-api'],
  responses: { 200: DeviceEnrolmentSettings, 502: ErrorBody },
});

/** A device's own id: what it keeps for life (letters, digits, '-', '_'). */
export const EnrolledDeviceId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

export const DeviceDescription = Type.Object(
  {
    deviceId: EnrolledDeviceId,
    /** The name the owner gave it ("Kitchen tablet"), shown on My devices and in Backups. */
    name: Type.String({ minLength: 1, maxLength: 60, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }),
    type: DeviceType,
    /** The model code ("SM-X710"). */
    modelCode: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]*$' }),
    /** The model's name ("X710"); the model code when absent. */
    modelName: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[^\\u0000-\\u001f\\u007f]+$' })),
  },
  { additionalProperties: false },
);
export type DeviceDescription = Type.Static<typeof DeviceDescription>;

/**
 * Enrols the device for the owner the ID token names (issued to the device client within the
 * last 10 minutes): the device is registered on the account (or updated, when it enrols again)
 * and gets a new device credential, shown once. 401 40100003 for an ID token the portal cannot
 * accept; an account that does not exist yet is made, as a first web sign-in would.
 */
export const enrolDevice = defineEndpoint({
  ...endpointRoutes.enrolDevice,
  summary: 'Enrol a device with the ID token of its owner’s device sign-in; answers its device credential',
  tags: ['device-api'],
  body: Type.Object({ idToken: Type.String({ minLength: 1, maxLength: 8192 }), device: DeviceDescription }, { additionalProperties: false }),
  responses: {
    200: Type.Object({ deviceId: Type.String(), credential: Type.String() }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    502: ErrorBody,
  },
});
