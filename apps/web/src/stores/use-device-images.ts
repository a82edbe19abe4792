import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { imageOfModel, selectDeviceImages, type DeviceImage } from './device-images-slice';
import { loadDeviceImages, type ImageLookupDevice } from './load-device-images';

/** The cached picture and marketing name of a device's model, if there is one yet. */
export function useDeviceImage(model: string): DeviceImage | undefined {
  return imageOfModel(useAppSelector(selectDeviceImages), model);
}

function modelsKey(devices: readonly ImageLookupDevice[] | undefined): string {
  return JSON.stringify(
    devices?.map(({ model, modelCode, modelName }) => [model, modelCode, modelName]) ?? null,
  );
}

/**
 * Fetches the pictures of the devices on show that the shared picture cache (the one My
 * devices uses too) does not hold yet (spec §5).
 */
export function useDeviceImages(devices: readonly ImageLookupDevice[] | undefined): void {
  const dispatch = useAppDispatch();
  // Keyed by the models, not the array: a re-render with the same devices asks nothing.
  const key = modelsKey(devices);
  useEffect(() => {
    const models = JSON.parse(key) as Array<[string, string, string]> | null;
    if (models === null) return;
    void dispatch(
      loadDeviceImages(models.map(([model, modelCode, modelName]) => ({ model, modelCode, modelName }))),
    );
  }, [dispatch, key]);
}
