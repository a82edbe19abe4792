import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { appUsageFixture } from '@/testing/cloud-fixtures';
import { bodyOf, mockFetch } from '@/testing/fetch-mock';
import { appUsageApi } from './get-app-usage';

describe('getAppUsage', () => {
  it('asks for at most 10 devices per call and puts the answers together', async () => {
    const ids = Array.from({ length: 23 }, (_, index) => `device-${index}`);
    const { calls, fetchMock } = mockFetch({});
    fetchMock.mockImplementation(async (input, init = {}) => {
      const { deviceIds } = (await bodyOf(input, init)) as { deviceIds: string[] };
      calls.push({
        method: 'POST',
        path: '',
        headers: {},
        body: deviceIds,
        credentials: undefined,
      });
      return new Response(JSON.stringify(appUsageFixture(deviceIds)), { status: 200 });
    });
    const store = makeStore();

    const result = await store.dispatch(appUsageApi.endpoints.getAppUsage.initiate(ids));

    expect(calls.map((call) => (call.body as string[]).length)).toEqual([10, 10, 3]);
    expect(calls.flatMap((call) => call.body as string[])).toEqual(ids);
    expect(Object.keys(result.data ?? {})).toEqual(ids);
    expect(result.data?.['device-22']?.[0]).toMatchObject({ cid: 'contacts', cidType: 'SYNC' });
  });

  it('fails when a batch fails', async () => {
    mockFetch({
      'POST /api/device-context/v1/get-app-usage': {
        status: 404,
        body: { rcode: 40400001, rmsg: 'gone' },
      },
    });
    const result = await makeStore().dispatch(appUsageApi.endpoints.getAppUsage.initiate(['a']));
    expect(result.error).toMatchObject({ status: 404, rcode: 40400001 });
  });
});
