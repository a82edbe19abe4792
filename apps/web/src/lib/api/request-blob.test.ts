import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { ApiError } from './api-error';
import { configureGlobalErrorEffects } from './global-error-handler';
import { recordingErrorEffects } from '@/testing/recording-error-effects';
import { requestBlob } from './request-blob';

let resetEffects: () => void = () => undefined;
afterEach(() => resetEffects());

describe('requestBlob', () => {
  it('answers the body as a blob, sent with the portal headers', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
          status: 200,
          headers: { 'content-type': 'image/jpeg' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const blob = await requestBlob('/api/media/v1/photos/p1/thumbnail?size=240');

    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(3);
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(headers.get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('accept')).toContain('image/*');
  });

  it('turns an error answer into an ApiError and hands it to the global handler', async () => {
    const effects = recordingErrorEffects();
    resetEffects = configureGlobalErrorEffects(effects);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ rcode: 40400001, rmsg: 'No such photo.' }, { status: 404 })),
    );

    const failure = requestBlob('/api/media/v1/photos/gone/thumbnail?size=240');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, rcode: 40400001, rmsg: 'No such photo.' });
    expect(effects.navigate).toHaveBeenCalledWith(PortalRoutes.error404);
  });
});
