// The sign-in interaction of oidc-provider: GET shows the login form, POST checks the
// credentials and hands the result back to oidc-provider. The interaction is bound to the
// browser by oidc-provider's SameSite=Lax interaction cookie (path /interaction/<uid>).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';

import { formOf } from '../form-fields';
import { sendBadRequest, sendInteractionExpired, sendPage } from '../idp-services';
import type { IdpServices } from '../idp-services';
import type { MessageKey } from '../messages';
import { renderLoginPage } from '../pages/login-page';
import { finishInteraction, interactionDetails } from '../provider-session';
import { sameOriginOnly } from './form-guards';
import { ownRoute } from './own-route';
import { checkPostedLogin } from './posted-credentials';

/** The interaction's id as oidc-provider makes it; any other path goes to oidc-provider. */
const UID = ':uid(^[A-Za-z0-9_-]{1,64}$)';

function stringParam(interaction: Interaction, name: string): string | undefined {
  const value = interaction.params[name];
  return typeof value === 'string' ? value : undefined;
}

function renderInteractionLogin(
  services: IdpServices,
  interaction: Interaction,
  state: { loginId?: string | undefined; error?: MessageKey | undefined } = {},
): string {
  const client = services.clients.get(stringParam(interaction, 'client_id'));
  return renderLoginPage({
    action: `/interaction/${interaction.uid}/login`,
    loginId: state.loginId ?? stringParam(interaction, 'login_hint'),
    error: state.error,
    // The Back link only leads to an address of the client that asked for the sign-in.
    backUrl: services.clients.allowedTarget(client, stringParam(interaction, 'goBackURL')),
  });
}

/** The interaction of this browser when it is the one the path names (else undefined). */
async function currentInteraction(
  services: IdpServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  const interaction = await interactionDetails(services.provider, request, reply);
  const { uid } = request.params as { uid: string };
  return interaction.uid === uid ? interaction : undefined;
}

/**
 * The portal is first-party, so consent is never asked. loadExistingGrant normally makes the
 * grant before this prompt can appear; should it still appear (an unusual scope request), the
 * missing scopes are granted here and the flow continues.
 */
async function grantConsent(
  services: IdpServices,
  interaction: Interaction,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { provider } = services;
  const accountId = interaction.session?.accountId;
  const clientId = stringParam(interaction, 'client_id');
  if (!accountId || !services.clients.get(clientId)) return sendBadRequest(services, reply);
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  const consent = interaction.grantId ? {} : { grantId };
  return finishInteraction(provider, request, reply, { consent }, true);
}

async function showInteraction(
  services: IdpServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const interaction = await currentInteraction(services, request, reply);
  if (!interaction) return sendInteractionExpired(services, reply);
  switch (interaction.prompt.name) {
    case 'login':
      return sendPage(services, reply, 200, renderInteractionLogin(services, interaction));
    case 'consent':
      return grantConsent(services, interaction, request, reply);
    default:
      return sendBadRequest(services, reply);
  }
}

async function submitLogin(
  services: IdpServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const form = formOf(request);
  const interaction = await currentInteraction(services, request, reply);
  if (interaction?.prompt.name !== 'login') return sendInteractionExpired(services, reply);
  const { loginId, result } = await checkPostedLogin(services, request, form);
  if (!result.ok) {
    const page = renderInteractionLogin(services, interaction, { loginId, error: result.error });
    return sendPage(services, reply, result.status, page);
  }
  const login = { accountId: result.account.sub, amr: ['pwd'], remember: true };
  return finishInteraction(services.provider, request, reply, { login }, false);
}

export async function interactionRoutes(app: FastifyInstance, { services }: { services: IdpServices }): Promise<void> {
  ownRoute(app, services, `/interaction/${UID}`, {
    GET: { handler: (request, reply) => showInteraction(services, request, reply) },
  });
  ownRoute(app, services, `/interaction/${UID}/login`, {
    POST: {
      options: { preHandler: sameOriginOnly(services) },
      handler: (request, reply) => submitLogin(services, request, reply),
    },
  });
}
