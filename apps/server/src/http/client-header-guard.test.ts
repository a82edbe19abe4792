import { describe, expect, it } from 'vitest';
import { webClientHeaders } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe('client header guard and request validation', () => {
  const testApp = useTestApp();

  it('refuses an API call without the web client header', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/auth/token/expire', payload: { reason: 'signOut' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ rcode: 40000001, rmsg: 'Missing or wrong x-portal-client header.' });
  });

  it('lets the provider redirect reach the sign-in callback without it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/auth/token/access?state=x&code=y' });
    expect(response.statusCode).toBe(302);
  });

  it('answers malformed JSON with a 400 and an rcode, not a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/token/expire',
      headers: { ...webClientHeaders, 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().rcode).toBe(40000001);
  });

  it.each([
    [{ reason: 'later' }],
    [{ reason: 'signOut', extra: true }],
    [{}],
    [{ reason: 1 }],
  ])('refuses the body %o with 400 INVALID_REQUEST', async (payload) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/auth/token/expire', headers: webClientHeaders, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ rcode: 40000001, rmsg: expect.stringMatching(/^Invalid request: /) });
  });

  it('answers the session check with 401 SESSION_REQUIRED for a visitor', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/auth/session', headers: webClientHeaders });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ rcode: 40100001, rmsg: 'Sign in to continue.' });
  });

  it('removes a session cookie that names no session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: webClientHeaders,
      cookies: { portal_session: 'forged-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toMatch(/^portal_session=; .*Expires=Thu, 01 Jan 1970/);
  });

  it('publishes the API description at /openapi.json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/auth/session', '/auth/authorize', '/auth/token/expire', '/auth/token/access']));
  });
});
