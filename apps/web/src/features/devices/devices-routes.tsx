import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { MyDevicesPage } from './components/my-devices-page';
import { myDevicesLoader } from './devices-loader';

/** My devices (spec §2 /devices), a child of the protected route. */
export function devicesRoutes(store: AppStore): RouteObject[] {
  return [
    { path: PortalRoutes.devices, loader: myDevicesLoader(store), element: <MyDevicesPage /> },
  ];
}
