/**
 * Where a backed-up file's bytes live in the blob store: under the account, by content hash
 * (SHA-256, base64url, which the contract's ContentHash pattern keeps to key-safe characters).
 * The same bytes backed up twice, by two runs or two devices of the account, are one blob.
 */
export function backupFileKey(accountId: string, contentHash: string): string {
  return `${BACKUP_FILES_PREFIX}/${accountId}/${contentHash}`;
}

/** The prefix of every backed-up file's bytes. */
export const BACKUP_FILES_PREFIX = 'backup-files';

/** The prefix of the parts of a file going up in parts (backup-file-upload-service.ts). */
export const BACKUP_FILE_PARTS_PREFIX = 'backup-file-parts';

/** One part of a file going up in parts, by the offset of its first byte. */
export function backupFilePartKey(accountId: string, contentHash: string, offset: number): string {
  return `${BACKUP_FILE_PARTS_PREFIX}/${accountId}/${contentHash}/${offset}`;
}
