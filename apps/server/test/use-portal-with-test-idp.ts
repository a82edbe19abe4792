import { startTestIdp, TEST_CLIENT, type TestIdp } from '@cloud-portal/idp/test-support/test-idp';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import type { TestConfigOverrides } from './test-config';

/** The embedded provider and a portal signed up with it as its client, from `usePortalWithTestIdp`. */
export interface PortalWithTestIdp {
  readonly idp: TestIdp;
  readonly portal: TestApp;
}

/**
 * Starts the embedded provider and a portal that signs in with it, before the tests of the
 * block that calls this, and stops both after them. `config` adds settings (the provider's
 * ones merged with its issuer and the test client's credentials).
 */
export function usePortalWithTestIdp(config: TestConfigOverrides = {}): PortalWithTestIdp {
  let idp: TestIdp | undefined;
  let portal: TestApp | undefined;
  beforeAll(async () => {
    idp = await startTestIdp();
    portal = await createTestApp({
      config: {
        ...config,
        oidc: { issuer: idp.issuer, clientId: TEST_CLIENT.clientId, clientSecret: TEST_CLIENT.clientSecret, ...config.oidc },
      },
    });
  });
  afterAll(async () => {
    await portal?.close();
    await idp?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The provider and the portal start in beforeAll: read them inside a test or a hook.');
    return value;
  };
  return {
    get idp() {
      return started(idp);
    },
    get portal() {
      return started(portal);
    },
  };
}
