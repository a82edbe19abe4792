import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { SIGNED_IN_ERRORS } from './error-body';
import { endpointRoutes } from './endpoint-routes';

/** The signed-in account as the web shows it (spec §3 Profile). */
export const SessionAccount = Type.Object({
  name: Type.String({ description: 'Display name' }),
  /** The name's parts when the provider gives them, so the web writes them in its language's order (spec §3 name rules). */
  givenName: Type.Optional(Type.String({ description: 'Given name (OIDC given_name)' })),
  familyName: Type.Optional(Type.String({ description: 'Family name (OIDC family_name)' })),
  loginId: Type.String({ description: 'The sign-in id, usually an e-mail address' }),
  profileImageUrl: Type.Union([Type.String(), Type.Null()]),
  validatedEmail: Type.Boolean(),
});
export type SessionAccount = Type.Static<typeof SessionAccount>;

/** Pages of the sign-in provider and services the user drawer opens (spec §2 User drawer). */
export const ProviderLinks = Type.Object({
  /** The provider's account profile page (GET form with actionID=ModifyUserInfo …), if it has one. */
  profilePageUrl: Type.Union([Type.String(), Type.Null()]),
  /** serviceID / appId the portal is registered under at the provider. */
  serviceId: Type.String(),
  /** The device-finding service opened from the drawer. */
  findDeviceUrl: Type.String(),
});
export type ProviderLinks = Type.Static<typeof ProviderLinks>;

export const SessionInfo = Type.Object({
  signedIn: Type.Literal(true),
  account: SessionAccount,
  links: ProviderLinks,
  /** When the server-side session ends unless it is used again (ISO 8601). */
  expiresAt: Type.String(),
});
export type SessionInfo = Type.Static<typeof SessionInfo>;

/**
 * The session check (spec §7: "path, method and response: not shown" — decided in
 * docs/decisions.md). Protected screens call it before loading anything else. 401 40100001
 * without a session; 400 19008 signed out elsewhere, 400 49202 signed in by another
 * provider, 403 101903 signed out everywhere (the web signs out on each).
 */
export const getSession = defineEndpoint({
  ...endpointRoutes.getSession,
  summary: 'Who is signed in on this browser',
  tags: ['auth'],
  responses: { 200: SessionInfo, ...SIGNED_IN_ERRORS },
});
