import { LRUCache } from 'lru-cache';
import type { BlobStore, StoredBlob } from './blob-store';

export interface BlobCacheLimits {
  /** The most bytes the cache holds in all. */
  maxBytes: number;
  /** Blobs larger than this (photo originals) are read from the store every time. */
  maxBlobBytes: number;
}

/**
 * Thumbnails are four of the dashboard's fifteen calls, and every one read its file from disk.
 * Keeping them in memory is safe even where other nodes share the store (issue 20): a key's
 * bytes never change (it names a photo id and a size), and every caller checks the photo's
 * row before serving its blob, so a blob another node deleted is never served.
 */
export const DEFAULT_BLOB_CACHE_LIMITS: BlobCacheLimits = { maxBytes: 16 * 1024 * 1024, maxBlobBytes: 256 * 1024 };

/** A blob store that keeps the small blobs it last read or wrote in memory. */
export class MemoryCachedBlobStore implements BlobStore {
  private readonly cache: LRUCache<string, Buffer>;
  /** Counts writes and deletes: a read that overlapped one does not cache what it read. */
  private changes = 0;

  constructor(
    private readonly store: BlobStore,
    private readonly limits: BlobCacheLimits = DEFAULT_BLOB_CACHE_LIMITS,
  ) {
    this.cache = new LRUCache({ maxSize: limits.maxBytes, sizeCalculation: (bytes) => Math.max(1, bytes.byteLength) });
  }

  put(key: string, bytes: Uint8Array): Promise<void> {
    return this.change(key, () => this.store.put(key, bytes));
  }

  async get(key: string): Promise<Buffer | null> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const changesBefore = this.changes;
    const bytes = await this.store.get(key);
    if (bytes && bytes.byteLength <= this.limits.maxBlobBytes && this.changes === changesBefore) this.cache.set(key, bytes);
    return bytes;
  }

  delete(key: string): Promise<void> {
    return this.change(key, () => this.store.delete(key));
  }

  /** Forgets the key and counts the change before and after it, so no overlapping read keeps old bytes. */
  private async change(key: string, work: () => Promise<void>): Promise<void> {
    this.changes += 1;
    this.cache.delete(key);
    await work();
    this.changes += 1;
  }

  list(): AsyncIterable<StoredBlob> {
    return this.store.list();
  }
}
