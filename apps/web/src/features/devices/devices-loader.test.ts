import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { appUsageFixture, deviceContextsFixture } from '@/testing/cloud-fixtures';
import { mockFetch } from '@/testing/fetch-mock';
import { signedInAuthState } from '@/testing/render';
import { myDevicesLoader } from './devices-loader';

describe('myDevicesLoader', () => {
  it('loads the devices, then starts their app usage and the pictures not cached yet', async () => {
    const ids = ['phone-1', 'tablet-1', 'watch-1', 'phone-1-sf', 'phone-1-knox'];
    const { calls } = mockFetch({
      'GET /api/device-context/v1/devices': {
        status: 200,
        body: { devices: deviceContextsFixture() },
      },
      'POST /api/device-context/v1/get-app-usage': { status: 200, body: appUsageFixture(ids) },
      'POST /api/pki/v2/products/fetch': { status: 200, body: { products: [] } },
    });
    const store = makeStore({ auth: signedInAuthState() });
    await myDevicesLoader(store)();

    await waitFor(() => expect(store.getState().deviceImages.pendingModels).toEqual([]));
    // The devices first; then their app usage and the pictures, started together.
    const asked = calls.map((call) => `${call.method} ${call.path}`);
    expect(asked[0]).toBe('GET /api/device-context/v1/devices?view=summary&limit=100');
    expect(asked.slice(1).sort()).toEqual([
      'POST /api/device-context/v1/get-app-usage',
      'POST /api/pki/v2/products/fetch',
    ]);
    expect(calls.find((call) => call.path === '/api/pki/v2/products/fetch')?.body).toEqual({
      modelCodes: ['CP-P9100', 'CP-T7200', 'CP-W5400'],
      modelNames: ['P9100', 'T7200', 'W5400'],
    });
  });
});
