import { startTestIdp, TEST_CLIENT, type TestIdp } from '@cloud-portal/idp/test-support/test-idp';
import { madeBeforeAll, viewOf } from './made-before-all';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** The embedded provider and a portal signed up with it as its client, from `usePortalWithTestIdp`. */
export interface PortalWithTestIdp {
  readonly idp: TestIdp;
  readonly portal: TestApp;
}

/**
 * Starts the embedded provider and a portal that signs in with it, before the tests of the
 * block that calls this, and stops both after them. `options` are `createTestApp`'s (the
 * provider settings in `config.oidc` merged with its issuer and the test client's
 * credentials).
 */
export function usePortalWithTestIdp({ config = {}, ...options }: TestAppOptions = {}): PortalWithTestIdp {
  const started = madeBeforeAll(
    async () => {
      const idp = await startTestIdp();
      // A portal that fails to start leaves no provider behind.
      const portal = await createTestApp({
        ...options,
        config: {
          ...config,
          oidc: { issuer: idp.issuer, clientId: TEST_CLIENT.clientId, clientSecret: TEST_CLIENT.clientSecret, ...config.oidc },
        },
      }).catch(async (error: unknown) => {
        await idp.stop();
        throw error;
      });
      return { idp, portal };
    },
    async ({ idp, portal }) => {
      await portal.close();
      await idp.stop();
    },
  );
  return viewOf(started, ['idp', 'portal']);
}
