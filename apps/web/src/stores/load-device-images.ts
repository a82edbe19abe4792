import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Product } from '@cloud-portal/contract/products';
import { modelsToFetch } from '@cloud-portal/domain/device-images-to-fetch';
import { splitIntoBatches } from '@cloud-portal/domain/split-into-batches';
import { downloadProductImage } from '@/lib/shared-api/download-product-image';
import { fetchProducts, PRODUCTS_PER_CALL } from '@/lib/shared-api/fetch-products';
import {
  deviceImagesCached,
  deviceImagesFailed,
  deviceImagesRequested,
  type DeviceImage,
  type DeviceImagesState,
} from './device-images-slice';

/** What a device must tell for its picture to be found. */
export interface ImageLookupDevice {
  model: string;
  modelCode: string;
  modelName: string;
}

type DeviceImagesThunk = ThunkAction<
  Promise<void>,
  { deviceImages: DeviceImagesState },
  unknown,
  UnknownAction
>;

/**
 * Fetches the pictures of the devices' models that are neither cached nor on their way
 * (spec §5: only models not cached yet, duplicates removed): one products call per 50
 * models, then each picture. A model the catalogue does not know is cached as having no
 * picture, so it is not asked for again; a failed call leaves its models to a later visit.
 */
export function loadDeviceImages(devices: readonly ImageLookupDevice[]): DeviceImagesThunk {
  return async (dispatch, getState) => {
    const { images, pendingModels } = getState().deviceImages;
    const models = modelsToFetch(
      devices.map((device) => device.model),
      [...images.map((image) => image.model), ...pendingModels],
    );
    if (models.length === 0) return;
    dispatch(deviceImagesRequested(models));

    await Promise.all(
      splitIntoBatches(models, PRODUCTS_PER_CALL).map(async (batch) => {
        const asked = batch.map(
          (model) => devices.find((device) => device.model.trim() === model) as ImageLookupDevice,
        );
        let products: readonly Product[];
        try {
          ({ products } = await fetchProducts({
            modelCodes: unique(asked.map((device) => device.modelCode)),
            modelNames: unique(asked.map((device) => device.modelName)),
          }));
        } catch {
          dispatch(deviceImagesFailed(batch));
          return;
        }
        // One picture that does not arrive leaves only its own model to a later visit.
        const outcomes = await Promise.allSettled(asked.map((device) => imageOf(device, products)));
        const found = outcomes.flatMap((outcome) =>
          outcome.status === 'fulfilled' ? [outcome.value] : [],
        );
        const arrived = new Set(found.map((image) => image.model));
        dispatch(deviceImagesCached(found));
        const missing = batch.filter((model) => !arrived.has(model));
        if (missing.length > 0) dispatch(deviceImagesFailed(missing));
      }),
    );
  };
}

async function imageOf(
  device: ImageLookupDevice,
  products: readonly Product[],
): Promise<DeviceImage> {
  const model = device.model.trim();
  const product = products.find(
    (candidate) =>
      candidate.modelCode === device.modelCode ||
      candidate.modelCode === model ||
      candidate.modelName === device.modelName,
  );
  const downloadApi = product?.images[0]?.file.downloadApi;
  const image = downloadApi ? await toDataUrl(await downloadProductImage(downloadApi)) : null;
  return { model, image, hasImage: image !== null, marketingName: product?.marketingName ?? null };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

/** A data: URL keeps the picture usable after a reload (the persisted store keeps it). */
async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
