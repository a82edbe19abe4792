import type {
  ProductsFetchBody,
  ProductsResponse,
  fetchProducts as fetchProductsEndpoint,
} from '@cloud-portal/contract/products';
import { request } from '@/lib/api-client';

const endpoint = {
  method: 'POST',
  path: '/api/pki/v2/products/fetch',
} as const satisfies Pick<typeof fetchProductsEndpoint, 'method' | 'path'>;

/** At most this many model codes (and names) per call, as the contract allows. */
export const PRODUCTS_PER_CALL = 50;

/** Marketing names and image addresses for device models; unknown models are left out. */
export function fetchProducts(body: ProductsFetchBody): Promise<ProductsResponse> {
  return request<ProductsResponse>(endpoint.method, endpoint.path, { body });
}
