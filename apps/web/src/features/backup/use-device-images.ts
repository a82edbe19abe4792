import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectDeviceImageList, type DeviceImage } from './backup-slice';
import { loadDeviceImages, pruneDeviceImages, type DeviceModel } from './device-images';

/** The cached picture and marketing name of a model, if there is one yet. */
export function useDeviceImage(modelCode: string): DeviceImage | undefined {
  return useAppSelector(selectDeviceImageList).find((image) => image.model === modelCode.trim());
}

function modelsKey(devices: readonly DeviceModel[] | undefined): string {
  return JSON.stringify(devices?.map(({ modelCode, modelName }) => [modelCode, modelName]) ?? null);
}

/**
 * Fetches the pictures of the devices on show that are not cached yet (spec §5). With
 * `prune`, the screen lists every device, so pictures of models no longer listed are dropped
 * and their object URLs revoked.
 */
export function useDeviceImages(devices: readonly DeviceModel[] | undefined, { prune = false } = {}): void {
  const dispatch = useAppDispatch();
  // Keyed by the models, not the array: a re-render with the same devices asks nothing.
  const key = modelsKey(devices);
  useEffect(() => {
    const models = JSON.parse(key) as Array<[string, string]> | null;
    if (models === null) return;
    const list = models.map(([modelCode, modelName]) => ({ modelCode, modelName }));
    if (prune) dispatch(pruneDeviceImages(list.map((device) => device.modelCode)));
    void dispatch(loadDeviceImages(list));
  }, [dispatch, key, prune]);
}
