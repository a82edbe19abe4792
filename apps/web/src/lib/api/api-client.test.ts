import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { mockFetch } from '@/testing/fetch-mock';
import { request } from './api-client';
import { ApiError } from './api-error';
import { forgetKnownAnswers } from './known-answers';
import { configureGlobalErrorEffects } from './global-error-handler';
import { recordingErrorEffects } from '@/testing/recording-error-effects';

let resetEffects: () => void = () => undefined;
afterEach(() => resetEffects());

describe('request', () => {
  it('sends the no-cache and client headers with same-origin cookies', async () => {
    const { calls } = mockFetch({ 'GET /auth/session': { status: 200, body: { ok: true } } });
    await expect(request('GET', '/auth/session')).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: {
        'cache-control': 'no-cache',
        pragma: 'no-cache',
        [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
      },
    });
    expect(calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends a body as JSON', async () => {
    const { calls } = mockFetch({ 'POST /auth/token/expire': { status: 200, body: {} } });
    await request('POST', '/auth/token/expire', { body: { reason: 'signOut' } });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ reason: 'signOut' });
  });

  it('turns an error answer into an ApiError, hands it to the global handler and rejects', async () => {
    const effects = recordingErrorEffects();
    resetEffects = configureGlobalErrorEffects(effects);
    mockFetch({ 'GET /api/x': { status: 503, body: { rcode: 50300001, rmsg: 'Database down' } } });

    const failure = request('GET', '/api/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 503,
      rcode: 50300001,
      rmsg: 'Database down',
    });
    expect(effects.navigate).toHaveBeenCalledWith(PortalRoutes.error503);
  });

  it('keeps the global handler out when asked to', async () => {
    const effects = recordingErrorEffects();
    resetEffects = configureGlobalErrorEffects(effects);
    mockFetch({ 'POST /auth/token/expire': { status: 400, body: { rcode: 19008, rmsg: 'gone' } } });

    await expect(
      request('POST', '/auth/token/expire', { body: {}, skipGlobalErrorHandler: true }),
    ).rejects.toMatchObject({ status: 400, rcode: 19008 });
    expect(effects.signOut).not.toHaveBeenCalled();
  });

  it('reports an answer without an error body with rcode null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 502, rcode: null });
  });

  it('treats a success that is not JSON as a bad gateway', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { status: 200 })),
    );
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 502, rcode: null });
  });

  it('answers undefined for an empty success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(request('DELETE', '/api/x')).resolves.toBeUndefined();
  });
});

describe('request of a list asked for before', () => {
  /** A server that answers `list` with an ETag, and 304 to an If-None-Match naming it. */
  function listServer(list: () => unknown) {
    const asked: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit = {}) => {
        const body = JSON.stringify(list());
        const etag = `"${body.length}-${body}"`.replace(/[^"\w-]/g, '');
        const ifNoneMatch = new Headers(init.headers).get('if-none-match');
        asked.push(ifNoneMatch);
        if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json', etag } });
      }),
    );
    return asked;
  }

  afterEach(() => forgetKnownAnswers());

  it('names the answer it holds, and takes a 304 for it: no body, the same list', async () => {
    let devices = ['a', 'b'];
    const asked = listServer(() => ({ devices }));
    await expect(request('GET', '/api/backup/v4/devices?view=summary')).resolves.toEqual({ devices: ['a', 'b'] });
    await expect(request('GET', '/api/backup/v4/devices?view=summary')).resolves.toEqual({ devices: ['a', 'b'] });
    devices = ['a'];
    await expect(request('GET', '/api/backup/v4/devices?view=summary')).resolves.toEqual({ devices: ['a'] });
    expect(asked).toEqual([null, expect.any(String), asked[1]]);
  });

  it('asks afresh once the cached store is forgotten (sign-out)', async () => {
    const asked = listServer(() => ({ devices: [] }));
    await request('GET', '/api/quota/v3/usage');
    forgetKnownAnswers();
    await request('GET', '/api/quota/v3/usage');
    expect(asked).toEqual([null, null]);
  });
});
