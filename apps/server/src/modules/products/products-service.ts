import { createHash } from 'node:crypto';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { downloadProductImage, type Product, type ProductsFetchBody, type ProductsResponse } from '@cloud-portal/contract/products';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import {
  deleteImageIfUnused,
  insertProductImageIfMissing,
  selectProduct,
  selectProductImage,
  selectProductsByModel,
  upsertProductRow,
  type ProductImageRow,
  type ProductRow,
} from './products-repository';

/** The image formats the portal serves for devices. */
export type ProductImageType = 'image/svg+xml' | 'image/png';

/** One device model of the (global, not per-account) product catalogue. */
export interface CatalogueProduct {
  modelCode: string;
  modelName: string;
  marketingName: string;
  image: { contentType: ProductImageType; data: Buffer } | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Adds a model to the catalogue or updates it; running it again with the same data
 * changes nothing. Images are stored under an id made from their bytes, so a changed
 * picture gets a new address (browsers cache images for a day) and the old one is removed.
 */
export async function upsertProduct(db: Db, product: CatalogueProduct): Promise<void> {
  for (const [field, value] of Object.entries({ modelCode: product.modelCode, modelName: product.modelName, marketingName: product.marketingName })) {
    if (value.trim() === '') throw new Error(`a product needs a ${field}`);
  }
  const image = product.image && storedImage(product.image.contentType, product.image.data);
  await db.transaction(async (tx) => {
    const previous = await selectProduct(tx, product.modelCode);
    if (image) await insertProductImageIfMissing(tx, image);
    const row: ProductRow = {
      modelCode: product.modelCode,
      modelName: product.modelName,
      marketingName: product.marketingName,
      imageId: image?.id ?? null,
    };
    await upsertProductRow(tx, row);
    if (previous?.imageId && previous.imageId !== row.imageId) await deleteImageIfUnused(tx, previous.imageId);
  });
}

/** Products matching any of the model codes or names, each once; unknown models are left out. */
export async function findProducts(db: Db, request: ProductsFetchBody): Promise<ProductsResponse> {
  const rows = await selectProductsByModel(db, request.modelCodes, request.modelNames);
  return { products: rows.map(wireProduct) };
}

export async function readProductImage(db: Db, imageId: string): Promise<ProductImageRow> {
  const image = await selectProductImage(db, imageId);
  if (!image) throw new ApiError(Rcodes.NOT_FOUND, 'No such device image.');
  return image;
}

function wireProduct(row: ProductRow): Product {
  return {
    modelCode: row.modelCode,
    modelName: row.modelName,
    marketingName: row.marketingName,
    images: row.imageId ? [{ file: { downloadApi: buildPath(downloadProductImage.path, { imageId: row.imageId }) } }] : [],
  };
}

/** Checks the bytes are what the content type says, so the image is always served with the right type. */
function storedImage(contentType: ProductImageType, data: Buffer): ProductImageRow {
  const looksRight =
    contentType === 'image/png'
      ? data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
      : /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(data.subarray(0, 512).toString('utf8'));
  if (!looksRight) throw new Error(`the image data is not ${contentType}`);
  return { id: createHash('sha256').update(data).digest('hex').slice(0, 32), contentType, data };
}
