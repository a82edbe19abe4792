import type { ProductsFetchBody, ProductsResponse } from '@cloud-portal/contract/products';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import type { ProductImageRow } from './products-repository';
import { findProducts, readProductImage } from './products-service';

export interface ProductCatalogueLimits {
  /**
   * How long an answer is used at most. This node forgets everything when it writes the
   * catalogue (`forgetAll`, `mayChangeCatalogue`);
   * a catalogue another node changes (operators seed it at start-up) shows here within this time.
   */
  maxAgeMs: number;
  /** Product answers kept (one per set of models asked for). */
  maxAnswers: number;
  /** Image bytes kept. */
  maxImageBytes: number;
}

export const DEFAULT_PRODUCT_CATALOGUE_LIMITS: ProductCatalogueLimits = { maxAgeMs: 60_000, maxAnswers: 1_000, maxImageBytes: 16 * 1024 * 1024 };

/**
 * Whether a statement of this node's may have changed the catalogue: one that names its tables,
 * or the end of a transaction (which may have named them; a read between the two must not be
 * kept). Other writes, the users' everyday deletions and uploads, leave the answers kept.
 */
export function mayChangeCatalogue(statement: string): boolean {
  return /\bproduct(s|_images)\b/i.test(statement) || /^\s*(commit|end)\b/i.test(statement);
}

/**
 * The device catalogue's answers kept in memory: every dashboard asks for the same few models
 * and pictures, and the catalogue is the same for every account and changes only when an
 * operator seeds it, so each node reads it once a minute instead of twice per dashboard.
 */
export class ProductCatalogue {
  private readonly answers: LRUCache<string, ProductsResponse>;
  private readonly images: LRUCache<string, ProductImageRow>;
  /** Counts forgettings, so a read that ran across one does not keep what it read. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    limits: ProductCatalogueLimits = DEFAULT_PRODUCT_CATALOGUE_LIMITS,
  ) {
    this.answers = new LRUCache({ max: limits.maxAnswers, ttl: limits.maxAgeMs });
    this.images = new LRUCache({ maxSize: limits.maxImageBytes, sizeCalculation: (image) => Math.max(1, image.data.length), ttl: limits.maxAgeMs });
  }

  async find(request: ProductsFetchBody): Promise<ProductsResponse> {
    const key = JSON.stringify([[...request.modelCodes].sort(), [...request.modelNames].sort()]);
    const kept = this.answers.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const answer = await findProducts(this.db, request);
    if (generation === this.generation) this.answers.set(key, answer);
    return answer;
  }

  /** The image, or the not-found ApiError `readProductImage` throws (not kept). */
  async image(imageId: string): Promise<ProductImageRow> {
    const kept = this.images.get(imageId);
    if (kept) return kept;
    const generation = this.generation;
    const image = await readProductImage(this.db, imageId);
    if (generation === this.generation) this.images.set(imageId, image);
    return image;
  }

  /** After any write of this node: the catalogue may have changed. */
  forgetAll(): void {
    this.generation += 1;
    this.answers.clear();
    this.images.clear();
  }
}
