import { modelsToFetch } from '@cloud-portal/domain/device-images-to-fetch';
import { splitIntoBatches } from '@cloud-portal/domain/split-into-batches';
import type { Product } from '@cloud-portal/contract/products';
import type { AppThunk } from '@/app/store';
import { downloadDeviceImage } from './api/download-device-image';
import { fetchProducts, PRODUCTS_PER_CALL } from './api/fetch-products';
import {
  deviceImagesCached,
  deviceImagesFailed,
  deviceImagesRemoved,
  deviceImagesRequested,
  type DeviceImage,
} from './backup-slice';

/** What a picture is looked up by. */
export interface DeviceModel {
  modelCode: string;
  modelName: string;
}

/** The picture of a product as an object URL, or null when it has none or it failed to load. */
async function pictureOf(product: Product | undefined): Promise<string | null> {
  const downloadApi = product?.images[0]?.file.downloadApi;
  if (!downloadApi) return null;
  try {
    return URL.createObjectURL(await downloadDeviceImage(downloadApi));
  } catch {
    return null; // The device shows a generic picture instead.
  }
}

/**
 * Caches the pictures and marketing names of device models (spec §5): only models neither
 * cached nor already being fetched are asked for, each once, in calls of at most 50. A model
 * the catalogue does not know is cached without a picture, so it is not asked for again.
 */
export function loadDeviceImages(devices: readonly DeviceModel[]): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { deviceImageList, pendingImageModels } = getState().backup;
    const missing = modelsToFetch(
      devices.map((device) => device.modelCode),
      [...deviceImageList.map((image) => image.model), ...pendingImageModels],
    );
    if (missing.length === 0) return;
    dispatch(deviceImagesRequested(missing));

    await Promise.all(
      splitIntoBatches(missing, PRODUCTS_PER_CALL).map(async (modelCodes) => {
        const modelNames = [
          ...new Set(
            modelCodes
              .map((code) => devices.find((device) => device.modelCode.trim() === code)?.modelName.trim())
              .filter((name): name is string => Boolean(name)),
          ),
        ];
        let products: Product[];
        try {
          ({ products } = await fetchProducts({ modelCodes, modelNames }));
        } catch {
          dispatch(deviceImagesFailed(modelCodes));
          return;
        }
        const images = await Promise.all(
          modelCodes.map(async (model): Promise<DeviceImage> => {
            const product = products.find((candidate) => candidate.modelCode === model);
            const image = await pictureOf(product);
            return { model, image, hasImage: image !== null, marketingName: product?.marketingName ?? null };
          }),
        );
        dispatch(deviceImagesCached(images));
      }),
    );
  };
}

/**
 * Drops the cached pictures of models no longer on any list and revokes their object URLs,
 * so their memory is given back (object URLs live as long as the page otherwise).
 */
export function pruneDeviceImages(modelsInUse: readonly string[]): AppThunk {
  return (dispatch, getState) => {
    const inUse = new Set(modelsInUse.map((model) => model.trim()));
    const unused = getState().backup.deviceImageList.filter((image) => !inUse.has(image.model));
    if (unused.length === 0) return;
    for (const { image } of unused) if (image) URL.revokeObjectURL(image);
    dispatch(deviceImagesRemoved(unused.map((image) => image.model)));
  };
}
