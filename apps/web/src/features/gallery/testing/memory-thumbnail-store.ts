import type { LocalStore } from '@/lib/storage/local-database';

/** An in-memory `gallery-rsrc` store (jsdom has no IndexedDB), with the keys it was asked for. */
export function memoryThumbnailStore() {
  const blobs = new Map<string, Blob>();
  const reads: string[] = [];
  const store: LocalStore<Blob> = {
    get: async (key) => {
      reads.push(key);
      return blobs.get(key);
    },
    put: async (key, blob) => {
      blobs.set(key, blob);
    },
  };
  return { store, blobs, reads };
}

/** A local database that is there but broken: every call fails. */
export function brokenThumbnailStore(): LocalStore<Blob> {
  const fail = () =>
    Promise.reject(new DOMException('The database connection is closing.', 'InvalidStateError'));
  return { get: fail, put: fail };
}
