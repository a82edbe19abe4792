import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingErrorEffects } from '@/testing/recording-error-effects';
import { request } from './api-client';
import { configureGlobalErrorEffects } from './global-error-handler';
import { requestBlob } from './request-blob';

let resetEffects: () => void = () => undefined;
afterEach(() => resetEffects());

/** `request()` and `requestBlob()` send through one `sendRequest`: its failures are theirs alike. */
describe.each([
  ['request', (signal?: AbortSignal) => request('GET', '/api/x', { signal })],
  ['requestBlob', (signal?: AbortSignal) => requestBlob('/api/x', { signal })],
])('%s', (_name, call) => {
  it('reports a network failure as status 0, and reloads while offline', async () => {
    const effects = { ...recordingErrorEffects(), isOffline: () => true };
    resetEffects = configureGlobalErrorEffects(effects);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    await expect(call()).rejects.toMatchObject({ status: 0, isNetworkFailure: true });
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it('passes an abort through untouched', async () => {
    const effects = recordingErrorEffects();
    resetEffects = configureGlobalErrorEffects(effects);
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('Aborted', 'AbortError');
      }),
    );
    await expect(call(controller.signal)).rejects.toHaveProperty('name', 'AbortError');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
  });
});
