/**
 * Where the user drawer's find-my-device action leads (FIND_DEVICE_URL, by default the
 * portal's own My devices): a screen of this portal, which opens in the same tab by its route
 * and is named as that screen; or another service, which opens in a new tab under the
 * country's "Find" label (spec §2 User drawer).
 */
export type FindDeviceDestination =
  | { kind: 'portal'; route: string }
  | { kind: 'service'; url: string };

export function findDeviceDestination(url: string, portalOrigin: string): FindDeviceDestination {
  let parsed: URL;
  try {
    parsed = new URL(url, portalOrigin);
  } catch {
    return { kind: 'service', url };
  }
  if (parsed.origin !== portalOrigin) return { kind: 'service', url };
  // The hash form (`/#/devices`) or the path form (`/devices`) of a screen.
  const route = parsed.hash.startsWith('#/') ? parsed.hash.slice(1) : parsed.pathname;
  return { kind: 'portal', route };
}
