// A provider that is not ours, for tests that the portal and its devices work with any OpenID
// Connect provider offering the device authorization grant (issue 16 part 1): plain
// oidc-provider, none of the embedded provider's pages or settings, its own development
// sign-in (any name, then consent).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { openAndConfirmDevice } from './device-approval';
import { readForm, TestBrowser } from './test-browser';

export interface ExternalProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts the provider on a free loopback port, with one public device client. */
export async function startExternalProvider(options: { deviceClientId: string }): Promise<ExternalProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.deviceClientId,
        grant_types: ['urn:ietf:params:oauth:grant-type:device_code'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'none',
        application_type: 'native',
      },
    ],
    features: { deviceFlow: { enabled: true }, devInteractions: { enabled: true } },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    findAccount: (_context, subject) => ({
      accountId: subject,
      claims: () => ({ sub: subject, name: `Owner ${subject}`, preferred_username: subject, email: `${subject}@external.test`, email_verified: true }),
    }),
    cookies: { keys: ['external-provider-test-key'] },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));
  return {
    issuer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** oidc-provider's development pages write `<form … action="…" method="post">`, action first. */
function readDevelopmentForm(html: string, baseUrl: string) {
  return readForm(html.replace(/<form[^>]*?action="([^"]*)"[^>]*method="post"[^>]*>/, '<form method="post" action="$1">'), baseUrl);
}

/**
 * The owner's side at that provider, as a browser does it: open the address with the code,
 * confirm the device, sign in as `subject` on the development page, consent. Answers the last
 * page's text.
 */
export async function approveDeviceAtExternalProvider(issuer: string, verificationUriComplete: string, subject: string): Promise<string> {
  const browser = new TestBrowser();
  const login = await openAndConfirmDevice(browser, issuer, verificationUriComplete);
  let form = readDevelopmentForm(await login.text(), login.url);
  const consent = await browser.followWithin(
    issuer,
    await browser.post(form.action, { ...form.fields, login: subject, password: 'any' }, { origin: issuer }),
  );
  form = readDevelopmentForm(await consent.text(), consent.url);
  const done = await browser.followWithin(issuer, await browser.post(form.action, form.fields, { origin: issuer }));
  return done.text();
}
