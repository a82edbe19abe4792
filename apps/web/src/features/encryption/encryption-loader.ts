import type { AppStore } from '@/app/store';
import { e2eeGroupsApi } from '@/lib/shared-api/get-e2ee-groups';
import { whenSignedIn } from '@/lib/api/when-signed-in';
import { getBackupE2eeDevices } from './api/get-backup-e2ee-devices';
import { getDataE2eeDevices } from './api/get-data-e2ee-devices';
import { getE2eePolicies } from './api/get-e2ee-policies';
import { getEdpUser } from './api/get-edp-user';

/**
 * The encryption screen's data, loaded before it shows (spec §2 Routing): E2EE groups and
 * their policies, the E2EE devices, and the EDP record. Each section shows its own failure.
 */
export function encryptionLoader(store: AppStore) {
  return async () => {
    if (!(await whenSignedIn(store))) return null;
    const options = { subscribe: false, forceRefetch: true } as const;
    await Promise.all([
      store.dispatch(e2eeGroupsApi.endpoints.getE2eeGroups.initiate(undefined, options)),
      store.dispatch(getE2eePolicies.initiate(undefined, options)),
      store.dispatch(getBackupE2eeDevices.initiate(undefined, options)),
      store.dispatch(getDataE2eeDevices.initiate(undefined, options)),
      store.dispatch(getEdpUser.initiate(undefined, options)),
    ]);
    return null;
  };
}
