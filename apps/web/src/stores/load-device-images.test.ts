import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { productWithPictureAnswers } from '@/testing/cloud-fixtures';
import { mockFetch } from '@/testing/fetch-mock';
import { deviceImagesCached } from './device-images-slice';
import { loadDeviceImages } from './load-device-images';

const PRODUCTS = 'POST /api/pki/v2/products/fetch';
const phone = { model: 'CP-P9100', modelCode: 'CP-P9100', modelName: 'P9100' };
const tablet = { model: 'CP-T7200', modelCode: 'CP-T7200', modelName: 'T7200' };
const unknown = { model: 'XX-1', modelCode: 'XX-1', modelName: 'X1' };

describe('loadDeviceImages', () => {
  it('asks once for the models not cached yet, and caches each picture as a data URL', async () => {
    const { calls } = mockFetch(
      productWithPictureAnswers({ modelCode: 'CP-T7200', modelName: 'T7200', marketingName: 'Aurora Tab 7', picture: 'tab' }),
    );
    const store = makeStore();
    store.dispatch(
      deviceImagesCached([
        { model: 'CP-P9100', image: null, hasImage: false, marketingName: 'Aurora 9' },
      ]),
    );

    await store.dispatch(loadDeviceImages([phone, tablet, tablet, unknown]));

    expect(
      calls.filter((call) => call.path === '/api/pki/v2/products/fetch').map((call) => call.body),
    ).toEqual([{ modelCodes: ['CP-T7200', 'XX-1'], modelNames: ['T7200', 'X1'] }]);
    const images = store.getState().deviceImages.images;
    expect(images.find((image) => image.model === 'CP-T7200')).toMatchObject({
      hasImage: true,
      marketingName: 'Aurora Tab 7',
      image: expect.stringMatching(/^data:/),
    });
    // A model the catalogue does not know is cached too, so it is not asked for again.
    expect(images.find((image) => image.model === 'XX-1')).toEqual({
      model: 'XX-1',
      image: null,
      hasImage: false,
      marketingName: null,
    });
    expect(store.getState().deviceImages.pendingModels).toEqual([]);

    await store.dispatch(loadDeviceImages([phone, tablet, unknown]));
    expect(calls.filter((call) => call.path === '/api/pki/v2/products/fetch')).toHaveLength(1);
  });

  it('makes no call when every model is cached or already being fetched', async () => {
    const { calls } = mockFetch({});
    const store = makeStore({
      deviceImages: {
        images: [{ model: 'CP-P9100', image: null, hasImage: false, marketingName: null }],
        pendingModels: ['CP-T7200'],
      },
    });
    await store.dispatch(loadDeviceImages([phone, tablet]));
    expect(calls).toEqual([]);
  });

  it('leaves the models of a failed call to a later visit', async () => {
    mockFetch({ [PRODUCTS]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } } });
    const store = makeStore();
    await store.dispatch(loadDeviceImages([phone]));
    expect(store.getState().deviceImages).toEqual({ images: [], pendingModels: [] });
  });
});

describe('loadDeviceImages when one picture does not arrive', () => {
  it('caches the others and leaves that model to a later visit', async () => {
    mockFetch({
      [PRODUCTS]: {
        status: 200,
        body: {
          products: [
            {
              modelCode: 'CP-P9100',
              modelName: 'P9100',
              marketingName: 'Aurora 9',
              images: [{ file: { downloadApi: '/api/pki/v2/images/gone' } }],
            },
            {
              modelCode: 'CP-T7200',
              modelName: 'T7200',
              marketingName: 'Aurora Tab 7',
              images: [],
            },
          ],
        },
      },
      'GET /api/pki/v2/images/gone': { status: 404, body: { rcode: 40400001, rmsg: 'gone' } },
    });
    const store = makeStore();
    await store.dispatch(loadDeviceImages([phone, tablet]));
    expect(store.getState().deviceImages).toEqual({
      images: [{ model: 'CP-T7200', image: null, hasImage: false, marketingName: 'Aurora Tab 7' }],
      pendingModels: [],
    });
  });
});
