import { TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import { DEMO, TEST_CLIENT } from '@cloud-portal/idp/test-support/test-idp';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { webClientHeaders } from '../../test/test-app';
import { usePortalWithTestIdp } from '../../test/use-portal-with-test-idp';
import { confirmBatchHeaders } from '../../test/test-confirm-tokens';
import { askToConfirmPassword, askToSignIn, confirmPasswordAtProvider, type FormNavigation, getAtPortal, setCookie, signInAtProvider } from '../../test/sign-in-navigation';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

const PORTAL = 'http://localhost:8080';
const CALLBACK = `${PORTAL}/auth/token/access`;
/** A destructive call: with a valid confirm token an unknown id is 404, without one 403. */
const DELETE_UNKNOWN_TEMPORARY_BACKUP = '/api/ctb/v2/backups/no-such-backup';

/**
 * The embedded provider's confirm-password gate (issue 15 part 8): the portal sends its own
 * redirect URI (which the gate matches exactly) and a state it keeps, bound to the browser;
 * the confirm token reaches the screen only through a return carrying that state, once.
 */
describe('the password gate at the embedded provider', () => {
  const stack = usePortalWithTestIdp();

  function portalGet(location: string, cookies: Record<string, string>) {
    expect(new URL(location).origin).toBe(PORTAL);
    return getAtPortal(stack.portal.app, location, cookies);
  }

  /** A browser signed in at the provider and at the stack.portal. */
  async function signedIn(credentials = DEMO) {
    const browser = new TestBrowser();
    const start = await askToSignIn(stack.portal.app);
    const binding = setCookie(start, 'portal_signin')!;
    const back = await signInAtProvider(browser, stack.idp.issuer, start.json(), credentials);
    const session = setCookie(await portalGet(back.headers.get('location')!, { portal_signin: binding }), 'portal_session')!;
    expect(session).toBeDefined();
    return { browser, binding, session };
  }

  /** Asks the portal for the gate, enters the password there; answers the form and where the gate sends the browser. */
  async function throughGate(browser: TestBrowser, cookies: Record<string, string>) {
    const started = await askToConfirmPassword(stack.portal.app, cookies);
    expect(started.statusCode).toBe(200);
    const form = started.json<FormNavigation>();
    const answer = await confirmPasswordAtProvider(browser, form, DEMO.password);
    expect(answer.status).toBe(303);
    return { form, binding: setCookie(started, 'portal_signin') ?? cookies.portal_signin, location: answer.headers.get('location')! };
  }

  function deleteWith(session: string, confirmToken: string) {
    return stack.portal.app.inject({
      method: 'DELETE',
      url: DELETE_UNKNOWN_TEMPORARY_BACKUP,
      headers: { ...webClientHeaders, 'x-sc-confirm-token': confirmToken, ...ONE_BATCH },
      cookies: { portal_session: session },
    });
  }

  it('sends the registered redirect URI and a state, and checks the state on the way back to the screen', async () => {
    const { browser, binding, session } = await signedIn();
    const { form, location } = await throughGate(browser, { portal_session: session, portal_signin: binding });
    expect(form.fields).toEqual({ client_id: TEST_CLIENT.clientId, redirect_uri: CALLBACK, state: expect.stringMatching(/^[\w-]{20,}$/) });
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe(form.fields.state);

    const onward = await portalGet(location, { portal_session: session, portal_signin: binding });
    expect(onward.statusCode).toBe(302);
    const screen = new URL(onward.headers.location as string);
    expect(`${screen.origin}${screen.pathname}${screen.hash}`).toBe(`${PORTAL}/#/backup/delete`);
    const confirmToken = screen.searchParams.get('confirm_token')!;
    expect(confirmToken).toBe(back.searchParams.get('confirm_token'));
    expect(setCookie(onward, 'portal_session')).toBeUndefined();
    expect((await deleteWith(session, confirmToken)).statusCode).toBe(404);
  });

  it('passes no token on for a return in another browser, a replayed return or a forged state', async () => {
    const { browser, binding, session } = await signedIn();
    const { location } = await throughGate(browser, { portal_session: session, portal_signin: binding });
    const refused = async (response: LightMyRequestResponse) => {
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${PORTAL}/#/error400`);
    };
    // Another browser (no binding cookie) presenting the return: refused, and the state is spent.
    await refused(await portalGet(location, { portal_session: session }));
    await refused(await portalGet(location, { portal_session: session, portal_signin: binding }));

    const second = await throughGate(browser, { portal_session: session, portal_signin: binding });
    const forged = new URL(second.location);
    forged.searchParams.set('state', 'made-up-state-made-up-state');
    await refused(await portalGet(forged.href, { portal_session: session, portal_signin: binding }));
  });

  it('sends a return that finds another account signed in back to the screen, without the token', async () => {
    const first = await signedIn();
    const { location } = await throughGate(first.browser, { portal_session: first.session, portal_signin: first.binding });
    const other = await signedIn({ loginId: 'nopicture@example.com', password: 'CloudDemo-2' });
    const onward = await portalGet(location, { portal_session: other.session, portal_signin: first.binding });
    expect(onward.headers.location).toBe(`${PORTAL}/#/backup/delete`);
  });
});
