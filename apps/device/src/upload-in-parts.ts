import type { BackupFileUpload } from '@cloud-portal/contract/device-backup-files';
import { ConnectionLost } from './command-errors';
import type { PortalClient } from './portal-client';

/**
 * The simulator's parts: smaller than the portal's largest (8 MiB), so that its files, up to
 * 2 MiB, go up in parts too, as a phone's videos would.
 */
export const UPLOAD_PART_BYTES = 1024 * 1024;

/** Times a part is tried again after the connection broke, before the command gives up. */
const RETRIES_PER_PART = 3;

type PartsClient = Pick<PortalClient, 'uploadBackupFilePart' | 'backupFileUpload'>;

/**
 * Uploads a file in parts, resuming where the portal says the upload stands: at the start
 * after a part sent whole, after asking once a connection broke (the part on the way is lost,
 * the parts before it are kept). A file the portal has already needs no byte sent.
 */
export async function uploadInParts(
  client: PartsClient,
  credential: string,
  file: { contentHash: string; bytes: Uint8Array },
  partBytes: number = UPLOAD_PART_BYTES,
): Promise<BackupFileUpload> {
  const { contentHash, bytes } = file;
  const size = bytes.byteLength;
  const standing = await client.backupFileUpload(credential, contentHash);
  if (standing?.complete) return standing;
  let offset = standing?.size === size ? standing.received : 0;
  let retries = 0;
  for (;;) {
    try {
      const answer = await client.uploadBackupFilePart(
        credential,
        { contentHash, size, offset },
        bytes.subarray(offset, offset + partBytes),
      );
      if (answer.complete) return answer;
      offset = answer.received;
      retries = 0;
    } catch (error) {
      if (!(error instanceof ConnectionLost) || retries >= RETRIES_PER_PART) throw error;
      retries += 1;
      const now = await client.backupFileUpload(credential, contentHash);
      if (now?.complete) return now;
      offset = now?.received ?? 0;
    }
  }
}
