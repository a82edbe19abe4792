/**
 * Where large binary data (photo originals, thumbnails) lives, outside the database. Kept to
 * a few calls so another backend (S3 and the like: PutObject, GetObject, DeleteObject,
 * ListObjectsV2) can stand in for the file store.
 *
 * Keys are relative paths the server makes from its own ids ("photos/<account>/<photo>/
 * original"), never from user input; stores refuse anything else (see isValidBlobKey).
 */
export interface BlobStore {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written blob. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored blob, in no particular order (what the sweep of unreferenced blobs walks). */
  list(): AsyncIterable<StoredBlob>;
}

export interface StoredBlob {
  key: string;
  /** When the blob was last written. */
  modifiedAt: Date;
}

/** Segments of lower- and upper-case letters, digits, '.', '_' and '-', not starting with a dot, joined by '/'. */
const BLOB_KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,7}$/;

/** A key every store accepts: a relative path that can never climb out of the store ('..', '/x', '\\'). */
export function isValidBlobKey(key: string): boolean {
  return BLOB_KEY_PATTERN.test(key);
}

export function assertValidBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key ${JSON.stringify(key)}`);
}
