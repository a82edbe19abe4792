import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { OpaqueId } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

const ModelText = Type.String({ minLength: 1, maxLength: 64 });

export const ProductsFetchBody = Type.Object(
  {
    modelCodes: Type.Array(ModelText, { maxItems: 50 }),
    modelNames: Type.Array(ModelText, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type ProductsFetchBody = Type.Static<typeof ProductsFetchBody>;

export const Product = Type.Object({
  modelCode: Type.String(),
  modelName: Type.String(),
  marketingName: Type.String(),
  images: Type.Array(Type.Object({ file: Type.Object({ downloadApi: Type.String({ description: 'Path of the image download' }) }) })),
});
export type Product = Type.Static<typeof Product>;

export const ProductsResponse = Type.Object({ products: Type.Array(Product) });
export type ProductsResponse = Type.Static<typeof ProductsResponse>;

/** Marketing names and image addresses for device models; unknown models are left out. */
export const fetchProducts = defineEndpoint({
  ...endpointRoutes.fetchProducts,
  summary: 'Product names and images for device models',
  tags: ['products'],
  body: ProductsFetchBody,
  responses: { 200: ProductsResponse, ...SIGNED_IN_ERRORS },
});

/** The image a product's downloadApi names (SVG or PNG made by the project). */
export const downloadProductImage = defineEndpoint({
  ...endpointRoutes.downloadProductImage,
  summary: 'Device image (binary)',
  tags: ['products'],
  params: Type.Object({ imageId: OpaqueId }),
  responses: {
    200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'image/svg+xml or image/png' }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
  },
});
