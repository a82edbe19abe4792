import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { upsertProduct } from '../modules/products/products-service';

/** The project's own device drawings (apps/server/assets/products). */
const PRODUCT_IMAGES_DIR = path.resolve(import.meta.dirname, '../../assets/products');

/** The catalogue for the model codes of the demo devices (demo-devices.ts). */
export const DEMO_PRODUCTS = [
  { modelCode: 'CP-P9100', modelName: 'P9100', marketingName: 'Aurora Phone 9 Ultra', imageFile: 'aurora-phone-9-ultra.svg' },
  { modelCode: 'CP-T7200', modelName: 'T7200', marketingName: 'Aurora Tab 7', imageFile: 'aurora-tab-7.svg' },
  { modelCode: 'CP-W5400', modelName: 'W5400', marketingName: 'Aurora Watch 5', imageFile: 'aurora-watch-5.svg' },
  { modelCode: 'CP-P8100', modelName: 'P8100', marketingName: 'Aurora Phone 8', imageFile: 'aurora-phone-8.svg' },
  { modelCode: 'CP-P6100', modelName: 'P6100', marketingName: 'Aurora Phone 6', imageFile: 'aurora-phone-6.svg' },
] as const;

/**
 * Loads the product catalogue. Products are global, not per account, so this runs for
 * every seeded account and must leave the same catalogue each time: upsertProduct is
 * idempotent.
 */
export async function seedProductsDemo(db: Db): Promise<void> {
  for (const product of DEMO_PRODUCTS) {
    const data = await readFile(path.join(PRODUCT_IMAGES_DIR, product.imageFile));
    await upsertProduct(db, {
      modelCode: product.modelCode,
      modelName: product.modelName,
      marketingName: product.marketingName,
      image: { contentType: 'image/svg+xml', data },
    });
  }
}
