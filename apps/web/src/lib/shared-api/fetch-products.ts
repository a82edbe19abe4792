import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  ProductsFetchBody,
  ProductsResponse,
} from '@cloud-portal/contract/products';
import { request } from '../api/api-client';

const endpoint = endpointRoutes.fetchProducts;

/** At most this many model codes (and names) per call, as the contract allows. */
export const PRODUCTS_PER_CALL = 50;

/** Marketing names and image addresses for device models; unknown models are left out. */
export function fetchProducts(body: ProductsFetchBody): Promise<ProductsResponse> {
  return request<ProductsResponse>(endpoint.method, endpoint.path, { body });
}
