import type { AppStore } from '@/app/store';
import { withoutKeptData } from '@/lib/api/kept-queries';
import { deviceContextsApi } from '@/lib/shared-api/get-device-contexts';
import { whenSignedIn } from '@/lib/api/when-signed-in';
import { loadDeviceImages } from '@/stores/load-device-images';
import { appUsageApi } from './api/get-app-usage';
import { deviceIdsOf, myDeviceLists } from './my-device-lists';

/**
 * /devices loads the devices before it shows (spec §2 Routing), once the session check has
 * passed; their app usage (in batches of 10) and the pictures of models not cached yet
 * follow, without holding the screen back.
 */
export function myDevicesLoader(store: AppStore) {
  return async () => {
    if (!(await whenSignedIn(store))) return null;
    // A kept answer is asked again; if that fails, it is not the one to load more for.
    const { data: devices } = withoutKeptData(
      await store.dispatch(deviceContextsApi.endpoints.getDeviceSummaries.initiate(undefined, { subscribe: false })),
    );
    if (devices && devices.length > 0) {
      const ids = deviceIdsOf(myDeviceLists(devices));
      void store.dispatch(appUsageApi.endpoints.getAppUsage.initiate(ids, { subscribe: false }));
      void store.dispatch(loadDeviceImages(devices));
    }
    return null;
  };
}
