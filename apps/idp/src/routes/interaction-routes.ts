// The sign-in interaction of oidc-provider: GET shows the login form, POST checks the
// credentials and hands the result back with interactionFinished. The interaction is bound to
// the browser by oidc-provider's SameSite=Lax interaction cookie (path /interaction/<uid>).
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Interaction } from 'oidc-provider';

import { clientAddress } from '../client-address';
import { checkCredentials } from '../credential-check';
import { isSameOriginRequest } from '../csrf';
import { field, readForm } from '../http-io';
import { sendBadRequest, sendForbidden, sendNotice, sendPage } from '../idp-services';
import type { IdpServices } from '../idp-services';
import type { MessageKey } from '../messages';
import { renderLoginPage } from '../pages/login-page';

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

/**
 * The portal is first-party, so consent is never asked. loadExistingGrant normally makes the
 * grant before this prompt can appear; should it still appear (an unusual scope request), the
 * missing scopes are granted here and the flow continues.
 */
async function grantConsent(
  services: IdpServices,
  interaction: Interaction,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { provider } = services;
  const accountId = interaction.session?.accountId;
  const clientId = stringParam(interaction, 'client_id');
  if (!accountId || !services.clients.get(clientId)) {
    sendBadRequest(services, res);
    return;
  }
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
  await provider.interactionFinished(
    req,
    res,
    { consent: interaction.grantId ? {} : { grantId } },
    { mergeWithLastSubmission: true },
  );
}

export async function showInteraction(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<void> {
  const interaction = await services.provider.interactionDetails(req, res);
  if (interaction.uid !== uid) {
    sendNotice(
      services,
      res,
      400,
      'error.interactionExpired.title',
      'error.interactionExpired.body',
    );
    return;
  }
  switch (interaction.prompt.name) {
    case 'login':
      sendPage(services, res, 200, renderInteractionLogin(services, interaction));
      return;
    case 'consent':
      await grantConsent(services, interaction, req, res);
      return;
    default:
      sendBadRequest(services, res);
  }
}

export async function submitLogin(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<void> {
  if (!isSameOriginRequest(req, services.issuerOrigin)) {
    sendForbidden(services, res);
    return;
  }
  const form = await readForm(req);
  const interaction = await services.provider.interactionDetails(req, res);
  if (interaction.uid !== uid || interaction.prompt.name !== 'login') {
    sendNotice(
      services,
      res,
      400,
      'error.interactionExpired.title',
      'error.interactionExpired.body',
    );
    return;
  }
  const loginId = field(form, 'loginId');
  const result = await checkCredentials(
    services,
    loginId,
    field(form, 'password'),
    clientAddress(req, services.trustProxy),
  );
  if (!result.ok) {
    sendPage(
      services,
      res,
      result.status,
      renderInteractionLogin(services, interaction, { loginId, error: result.error }),
    );
    return;
  }
  await services.provider.interactionFinished(
    req,
    res,
    { login: { accountId: result.account.sub, amr: ['pwd'], remember: true } },
    { mergeWithLastSubmission: false },
  );
}
