// Runs the embedded sign-in provider on its own: `tsx apps/idp/src/main.ts`.
// IDP_ISSUER (http://localhost:8081), DATA_DIR (./data, state goes to <DATA_DIR>/idp),
// OIDC_CLIENT_ID (cloud-portal), OIDC_CLIENT_SECRET (cloud-portal-local-secret),
// OIDC_DEVICE_CLIENT_ID (cloud-portal-device: the public client devices enrol with),
// PUBLIC_URL (http://localhost:8080: redirect URI <PUBLIC_URL>/auth/token/access,
// post-logout URIs <PUBLIC_URL>/logout and <PUBLIC_URL>/timeout), IDP_SUPPORT_EMAIL (the
// address the support page shows, support@example.com), TRUST_PROXY (false: 'true' when behind
// a reverse proxy, whose X-Forwarded-For then names the client to the login throttle).
import { join, resolve } from 'node:path';

import { DEFAULT_DEVICE_CLIENT_ID } from '@cloud-portal/contract/device-enrolment';

import { readDemoAccounts } from './demo-accounts';
import { DEFAULT_SUPPORT_EMAIL, startIdp } from './start-idp';

function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

function absoluteUrl(name: string, value: string): string {
  try {
    return new URL(value).href.replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got: ${value}`);
  }
}

function trustProxy(): boolean {
  const value = env('TRUST_PROXY', 'false');
  // Read as the portal server reads it (apps/server/src/config/config.ts).
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`TRUST_PROXY must be true or false, got: ${value}`);
}

async function main(): Promise<void> {
  const issuer = absoluteUrl('IDP_ISSUER', env('IDP_ISSUER', 'http://localhost:8081'));
  const publicUrl = absoluteUrl('PUBLIC_URL', env('PUBLIC_URL', 'http://localhost:8080'));
  const idp = await startIdp({
    issuer,
    dataDir: join(resolve(env('DATA_DIR', './data')), 'idp'),
    clients: [
      {
        clientId: env('OIDC_CLIENT_ID', 'cloud-portal'),
        clientSecret: env('OIDC_CLIENT_SECRET', 'cloud-portal-local-secret'),
        redirectUris: [`${publicUrl}/auth/token/access`],
        postLogoutRedirectUris: [`${publicUrl}/logout`, `${publicUrl}/timeout`],
      },
    ],
    deviceClientId: env('OIDC_DEVICE_CLIENT_ID', DEFAULT_DEVICE_CLIENT_ID),
    supportEmail: env('IDP_SUPPORT_EMAIL', DEFAULT_SUPPORT_EMAIL),
    trustProxy: trustProxy(),
    log: (line) => console.log(line),
  });

  console.log('Demo accounts (ID / password):');
  for (const account of readDemoAccounts()) {
    console.log(`  ${account.loginId} / ${account.password}  ${account.description}`);
  }

  const stop = (): void => {
    idp.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
