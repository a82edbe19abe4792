import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { makeStore } from '@/app/store';
import { callOf, mockFetch } from '@/testing/fetch-mock';
import { recordingErrorEffects } from '@/testing/recording-error-effects';
import { cloudApi, type CloudCall } from './cloud-api';
import { configureGlobalErrorEffects } from './global-error-handler';
import { forgetKnownAnswers } from './known-answers';

/** One query and one mutation that hand their call to the base query as it is. */
const probeApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    probeQuery: build.query<unknown, CloudCall>({ query: (call) => call }),
    probeMutation: build.mutation<unknown, CloudCall>({ query: (call) => call }),
  }),
});

function call(over: Partial<CloudCall> = {}): CloudCall {
  return { method: 'GET', path: '/api/x', ...over };
}

async function ask(cloudCall: CloudCall, store = makeStore()) {
  const result = await store.dispatch(probeApi.endpoints.probeMutation.initiate(cloudCall));
  return 'error' in result ? { error: result.error } : { data: result.data };
}

let resetEffects: () => void = () => undefined;
afterEach(() => {
  resetEffects();
  forgetKnownAnswers();
});

describe('the base query of the cloud API (fetchBaseQuery)', () => {
  it("sends the portal's headers, the call's own ones, JSON and same-origin cookies", async () => {
    const { calls } = mockFetch({ 'POST /api/x': { status: 200, body: { ok: true } } });
    await expect(
      ask(call({ method: 'POST', body: { reason: 'x' }, headers: { 'x-confirm-token': 'token' } })),
    ).resolves.toEqual({ data: { ok: true } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/x',
      credentials: 'same-origin',
      body: { reason: 'x' },
      headers: {
        accept: 'application/json',
        'cache-control': 'no-cache',
        pragma: 'no-cache',
        'content-type': 'application/json',
        'x-confirm-token': 'token',
        [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
      },
    });
  });

  it('leaves a failure in the store as status, rcode and rmsg, after the global handler saw it', async () => {
    const effects = recordingErrorEffects();
    resetEffects = configureGlobalErrorEffects(effects);
    mockFetch({ 'GET /api/x': { status: 503, body: { rcode: 50300001, rmsg: 'Database down' } } });
    await expect(ask(call())).resolves.toEqual({ error: { status: 503, rcode: 50300001, rmsg: 'Database down' } });
    expect(effects.navigate).toHaveBeenCalledWith(PortalRoutes.error503);
  });

  it('reports an answer without an error body with rcode null and its status text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    await expect(ask(call())).resolves.toEqual({ error: { status: 502, rcode: null, rmsg: 'Bad Gateway' } });
  });

  it('treats a success that is not JSON as a bad gateway, and answers undefined for an empty one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html>', { status: 200 })));
    await expect(ask(call())).resolves.toMatchObject({ error: { status: 502, rcode: null } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(ask(call({ method: 'DELETE' }))).resolves.toEqual({ data: undefined });
  });

  it('reports no answer as status 0 with the failure as its message, and reloads while offline', async () => {
    const effects = { ...recordingErrorEffects(), isOffline: () => true };
    resetEffects = configureGlobalErrorEffects(effects);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(ask(call())).resolves.toEqual({ error: { status: 0, rcode: null, rmsg: 'Failed to fetch' } });
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it('leaves an aborted call to RTK Query: no error to handle', async () => {
    const effects = recordingErrorEffects();
    resetEffects = configureGlobalErrorEffects(effects);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: Request) =>
          new Promise<Response>((_resolve, reject) => {
            input.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const store = makeStore();
    const query = store.dispatch(probeApi.endpoints.probeQuery.initiate(call()));
    query.abort();
    await expect(query.unwrap()).rejects.toMatchObject({ name: 'AbortError' });
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('names the answer it holds, and takes a 304 for it', async () => {
    const asked: Array<string | undefined> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const ifNoneMatch = callOf(input).headers['if-none-match'];
        asked.push(ifNoneMatch);
        if (ifNoneMatch === '"v1"') return new Response(null, { status: 304, headers: { etag: '"v1"' } });
        return new Response(JSON.stringify({ devices: ['a'] }), { status: 200, headers: { etag: '"v1"' } });
      }),
    );
    await expect(ask(call())).resolves.toEqual({ data: { devices: ['a'] } });
    await expect(ask(call())).resolves.toEqual({ data: { devices: ['a'] } });
    expect(asked).toEqual([undefined, '"v1"']);
  });
});
