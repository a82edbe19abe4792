import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { assertValidBlobKey, type BlobStore } from './blob-store';

/**
 * The blob store on the local disk: one file per key under `rootDir` (by default
 * `<DATA_DIR>/blobs`). A put writes a temporary file beside the target, flushes it and
 * renames it into place, so a crash leaves either the old blob or the new one, never a torn
 * file; a left-over temporary file is harmless (its name starts with a dot, no key can name it).
 */
export class FileBlobStore implements BlobStore {
  constructor(private readonly rootDir: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    const file = await open(temporary, 'wx');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertValidBlobKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }
}

/** The file store of a portal node: `<dataDir>/blobs`. */
export function fileBlobStoreIn(dataDir: string): FileBlobStore {
  return new FileBlobStore(path.join(dataDir, 'blobs'));
}
