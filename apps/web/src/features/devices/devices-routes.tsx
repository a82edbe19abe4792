import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';

/** My devices (spec §2 /devices), a child of the protected route; fetched when first opened. */
export function devicesRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.devices,
      lazy: async () => {
        const [{ MyDevicesPage }, { myDevicesLoader }] = await Promise.all([
          import('./components/my-devices-page'),
          import('./devices-loader'),
        ]);
        return { Component: MyDevicesPage, loader: myDevicesLoader(store) };
      },
    },
  ];
}
