import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { mockFetch } from '@/testing/fetch-mock';
import { initialBackupState } from './backup-slice';
import { loadDeviceImages, pruneDeviceImages } from './device-images';

const PHONE = { modelCode: 'CP-P9100', modelName: 'P9100' };
const TABLET = { modelCode: 'CP-T7200', modelName: 'T7200' };
const product = (modelCode: string, marketingName: string, image?: string) => ({
  modelCode,
  modelName: modelCode.slice(3),
  marketingName,
  images: image ? [{ file: { downloadApi: image } }] : [],
});

describe('device images (spec §5)', () => {
  // jsdom has no object URLs: count the ones made and revoked.
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let created = 0;
  beforeEach(() => {
    created = 0;
    URL.createObjectURL = vi.fn(() => `blob:image-${++created}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('asks once for the models not yet cached, without duplicates, and caches name and picture', async () => {
    const { calls } = mockFetch({
      'POST /api/pki/v2/products/fetch': {
        status: 200,
        body: { products: [product('CP-T7200', 'Aurora Tab 7', '/api/pki/v2/images/tab')] },
      },
      'GET /api/pki/v2/images/tab': { status: 200, body: 'svg' },
    });
    const store = makeStore({
      backup: {
        ...initialBackupState,
        deviceImageList: [{ model: 'CP-P9100', image: 'blob:old', hasImage: true, marketingName: 'Aurora 9' }],
      },
    });

    await store.dispatch(loadDeviceImages([PHONE, TABLET, TABLET, { modelCode: 'CP-W5400', modelName: 'W5400' }]));

    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { modelCodes: ['CP-T7200', 'CP-W5400'], modelNames: ['T7200', 'W5400'] },
    ]);
    expect(store.getState().backup.deviceImageList).toEqual([
      { model: 'CP-P9100', image: 'blob:old', hasImage: true, marketingName: 'Aurora 9' },
      { model: 'CP-T7200', image: 'blob:image-1', hasImage: true, marketingName: 'Aurora Tab 7' },
      { model: 'CP-W5400', image: null, hasImage: false, marketingName: null },
    ]);
    expect(store.getState().backup.pendingImageModels).toEqual([]);
  });

  it('makes no call when every model is cached or already being fetched', async () => {
    const { calls } = mockFetch({});
    const store = makeStore({
      backup: { ...initialBackupState, pendingImageModels: ['CP-T7200'], deviceImageList: [
        { model: 'CP-P9100', image: null, hasImage: false, marketingName: null },
      ] },
    });
    await store.dispatch(loadDeviceImages([PHONE, TABLET]));
    expect(calls).toEqual([]);
  });

  it('a failed lookup caches nothing, so a later visit asks again', async () => {
    mockFetch({ 'POST /api/pki/v2/products/fetch': { status: 400, body: { rcode: 40000001 } } });
    const store = makeStore();
    await store.dispatch(loadDeviceImages([PHONE]));
    expect(store.getState().backup.deviceImageList).toEqual([]);
    expect(store.getState().backup.pendingImageModels).toEqual([]);
  });

  it('a picture that fails to download leaves the name and no picture', async () => {
    mockFetch({
      'POST /api/pki/v2/products/fetch': {
        status: 200,
        body: { products: [product('CP-P9100', 'Aurora 9', '/api/pki/v2/images/p')] },
      },
      'GET /api/pki/v2/images/p': { status: 503, body: { rcode: 50300001 } },
    });
    const store = makeStore();
    await store.dispatch(loadDeviceImages([PHONE]));
    expect(store.getState().backup.deviceImageList).toEqual([
      { model: 'CP-P9100', image: null, hasImage: false, marketingName: 'Aurora 9' },
    ]);
  });

  it('prunes pictures no list uses any more and revokes their object URLs', () => {
    const store = makeStore({
      backup: {
        ...initialBackupState,
        deviceImageList: [
          { model: 'A', image: 'blob:a', hasImage: true, marketingName: null },
          { model: 'B', image: 'blob:b', hasImage: true, marketingName: null },
          { model: 'C', image: null, hasImage: false, marketingName: null },
        ],
      },
    });
    store.dispatch(pruneDeviceImages(['B']));
    expect(store.getState().backup.deviceImageList.map((image) => image.model)).toEqual(['B']);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a');
  });
});
