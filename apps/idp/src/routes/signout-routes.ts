// Sign-out (spec §7): GET /signout?appId=<clientId>&returnUrl=<url>, a plain navigation.
// Ends the provider session of this browser (if any), then 303 to returnUrl when its origin is
// one of the client's redirect / post-logout origins, else a "You are signed out" page.
// It is a GET by the spec's design, so another site could sign a browser out of the provider;
// that costs the user a sign-in and nothing more.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { sendRedirect } from '../http-io';
import { sendNotice } from '../idp-services';
import type { IdpServices } from '../idp-services';
import { endSession } from '../provider-session';

function single(url: URL, name: string): string | undefined {
  const values = url.searchParams.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

export async function signOut(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  await endSession(services.provider, req, res);
  const client = services.clients.get(single(url, 'appId'));
  const target = services.clients.allowedTarget(client, single(url, 'returnUrl'), true);
  if (target) {
    sendRedirect(res, target);
    return;
  }
  sendNotice(services, res, 200, 'signout.title', 'signout.body');
}
