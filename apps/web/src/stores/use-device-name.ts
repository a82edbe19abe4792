import { deviceDisplayName } from '@cloud-portal/domain/device-display-name';
import { useAppSelector } from '@/app/hooks';
import { imageOfModel, selectDeviceImages, selectPendingImageModels } from './device-images-slice';

/** What naming a device needs: the owner's alias, its model (the cache's key) and model name. */
export interface NamedDevice {
  alias?: string | null;
  model: string;
  modelName: string;
}

export interface ResolvedDeviceName {
  /** The name it goes by on every screen (domain `deviceDisplayName`). */
  name: string;
  /** Its product's name is on its way and would replace `name`: show a placeholder instead. */
  isPending: boolean;
}

/**
 * A device's one name, resolved from the shared product cache the way every screen does
 * (issue 18 part 7): the alias, else the product's marketing name, else the model name, which
 * is only final once the product lookup has answered.
 */
export function useDeviceName(device: NamedDevice): ResolvedDeviceName {
  const image = imageOfModel(useAppSelector(selectDeviceImages), device.model);
  const pendingModels = useAppSelector(selectPendingImageModels);
  const hasAlias = Boolean(device.alias?.trim());
  return {
    name: deviceDisplayName(device, image?.marketingName),
    isPending: !hasAlias && image === undefined && pendingModels.includes(device.model.trim()),
  };
}
