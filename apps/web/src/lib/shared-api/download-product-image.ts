import { requestBlob } from '../api/request-blob';

/**
 * A device picture, from the `downloadApi` address a product names (spec §7 "GET
 * {downloadApi}: device image blob"). Only the portal's own paths are fetched: the address
 * comes from the server, and the session cookie must not travel anywhere else.
 */
export function downloadProductImage(downloadApi: string): Promise<Blob> {
  if (!downloadApi.startsWith('/api/')) {
    return Promise.reject(new Error(`Not a portal image address: ${downloadApi}`));
  }
  return requestBlob(downloadApi);
}
