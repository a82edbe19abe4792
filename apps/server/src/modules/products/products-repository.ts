import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productImages, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;

/** Products whose model code or model name is among those asked for, each once, by model code. */
export async function selectProductsByModel(
  db: Db,
  modelCodes: readonly string[],
  modelNames: readonly string[],
): Promise<ProductRow[]> {
  const matches: SQL[] = [];
  if (modelCodes.length > 0) matches.push(inArray(products.modelCode, [...modelCodes]));
  if (modelNames.length > 0) matches.push(inArray(products.modelName, [...modelNames]));
  if (matches.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(or(...matches))
    .orderBy(asc(products.modelCode));
}

export async function selectProduct(db: Db, modelCode: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.modelCode, modelCode));
  return row ?? null;
}

export async function selectProductImage(db: Db, id: string): Promise<ProductImageRow | null> {
  const [row] = await db.select().from(productImages).where(eq(productImages.id, id));
  return row ?? null;
}

/** Images are content-addressed, so an image already stored under this id is the same image. */
export async function insertProductImageIfMissing(db: Db, image: ProductImageRow): Promise<void> {
  await db.insert(productImages).values(image).onConflictDoNothing({ target: productImages.id });
}

export async function upsertProductRow(db: Db, product: ProductRow): Promise<void> {
  const { modelCode: _modelCode, ...changes } = product;
  await db.insert(products).values(product).onConflictDoUpdate({ target: products.modelCode, set: changes });
}

/** Deletes an image when no product shows it any more. */
export async function deleteImageIfUnused(db: Db, imageId: string): Promise<void> {
  const [shown] = await db
    .select({ modelCode: products.modelCode })
    .from(products)
    .where(eq(products.imageId, imageId))
    .limit(1);
  if (!shown) await db.delete(productImages).where(eq(productImages.id, imageId));
}
