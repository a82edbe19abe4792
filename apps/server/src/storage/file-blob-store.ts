import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { assertValidBlobKey, isValidBlobKey, type BlobStore, type StoredBlob } from './blob-store';

/** Owner-only, like the provider's keys: photos are personal data, no other local user reads them. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/**
 * The blob store on the local disk: one file per key under `rootDir` (by default
 * `<DATA_DIR>/blobs`). A put writes a temporary file beside the target, flushes it and
 * renames it into place, so a crash leaves either the old blob or the new one, never a torn
 * file; a left-over temporary file is harmless (its name starts with a dot, no key can name it).
 * Files are created 0600 and folders 0700.
 */
export class FileBlobStore implements BlobStore {
  private readonly rootDir: string;

  constructor(rootDir: string) {
    // Absolute, so delete's walk up from a blob's folder stops exactly at the root.
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    const file = await this.createInFolder(temporary);
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
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Also removes the folders the deletion leaves empty, so no account or photo id stays behind as a folder name. */
  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await rm(target, { force: true });
    for (let folder = path.dirname(target); folder.startsWith(this.rootDir + path.sep); folder = path.dirname(folder)) {
      try {
        await rmdir(folder);
      } catch (error) {
        // Not empty (another blob, or a put under way) or already gone: the rest of the path stays.
        if (isMissing(error) || ['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) return;
        throw error;
      }
    }
  }

  /** Regular files under the root whose path is a valid key; temporary files and symbolic links are not blobs. */
  async *list(): AsyncIterable<StoredBlob> {
    yield* this.listFolder(this.rootDir, []);
  }

  private async *listFolder(folder: string, segments: readonly string[]): AsyncIterable<StoredBlob> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      // A folder a concurrent delete removed (or a store nothing was ever put in) has no blobs.
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const entrySegments = [...segments, entry.name];
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        yield* this.listFolder(entryPath, entrySegments);
      } else if (entry.isFile() && isValidBlobKey(entrySegments.join('/'))) {
        try {
          yield { key: entrySegments.join('/'), modifiedAt: (await stat(entryPath)).mtime };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    }
  }

  /**
   * Creates the file, and its folders if needed. A concurrent delete may remove a folder it
   * emptied between the mkdir and the open; the folder is then made once more (the file, once
   * created, keeps it from being removed again).
   */
  private async createInFolder(file: string): Promise<FileHandle> {
    await mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
    try {
      return await open(file, 'wx', FILE_MODE);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
      return open(file, 'wx', FILE_MODE);
    }
  }

  private pathOf(key: string): string {
    assertValidBlobKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The file store of a portal node: `<dataDir>/blobs`. */
export function fileBlobStoreIn(dataDir: string): FileBlobStore {
  return new FileBlobStore(path.join(dataDir, 'blobs'));
}
