import { createHash, randomBytes } from 'node:crypto';
import type { BackupFileUpload } from '@cloud-portal/contract/device-backup-files';
import { describe, expect, it } from 'vitest';
import { CommandError, ConnectionLost } from './command-errors';
import { uploadInParts } from './upload-in-parts';

/**
 * A portal that stores parts in order, as the real one does (the server's
 * device-upload-parts test), and breaks the connection of the parts it is told to.
 */
function portalBreaking(breaks: ReadonlySet<number>, startedWith = 0) {
  let received = startedWith;
  let broken = new Set(breaks);
  const sent: number[] = [];
  const stored: Buffer[] = [];
  const client = {
    async backupFileUpload(
      _credential: string,
      contentHash: string,
    ): Promise<BackupFileUpload | null> {
      return received === 0 ? null : { contentHash, size: 0, received, complete: false };
    },
    async uploadBackupFilePart(
      _credential: string,
      upload: { contentHash: string; size: number; offset: number },
      bytes: Uint8Array,
    ): Promise<BackupFileUpload> {
      sent.push(upload.offset);
      if (broken.has(upload.offset)) {
        broken = new Set([...broken].filter((offset) => offset !== upload.offset));
        throw new ConnectionLost('Cannot reach the portal (ECONNRESET): is it running?');
      }
      if (upload.offset !== received)
        throw new CommandError(
          'The portal refused a part of a backup file: wrong offset (rcode 40900003)',
        );
      stored.push(Buffer.from(bytes));
      received += bytes.byteLength;
      return {
        contentHash: upload.contentHash,
        size: upload.size,
        received,
        complete: received === upload.size,
        ...(received === upload.size && { stored: true }),
      };
    },
  };
  return { client, sent, stored: () => Buffer.concat(stored) };
}

const fileOf = (bytes: Buffer) => ({
  contentHash: createHash('sha256').update(bytes).digest('base64url'),
  bytes,
});

describe('an upload in parts', () => {
  it('sends the file part after part', async () => {
    const bytes = randomBytes(2_500);
    const portal = portalBreaking(new Set());
    expect(await uploadInParts(portal.client, 'credential', fileOf(bytes), 1_000)).toMatchObject({
      received: 2_500,
      complete: true,
    });
    expect(portal.sent).toEqual([0, 1_000, 2_000]);
    expect(portal.stored().equals(bytes)).toBe(true);
  });

  it('resumes after a broken connection at the part that was lost, and the bytes arrive whole', async () => {
    const bytes = randomBytes(3_000);
    const portal = portalBreaking(new Set([1_000]));
    expect(await uploadInParts(portal.client, 'credential', fileOf(bytes), 1_000)).toMatchObject({
      complete: true,
    });
    expect(portal.sent).toEqual([0, 1_000, 1_000, 2_000]);
    expect(portal.stored().equals(bytes)).toBe(true);
  });

  it('gives up on a part whose connection keeps breaking, and on any refusal at once', async () => {
    const bytes = randomBytes(2_000);
    const alwaysBroken = portalBreaking(new Set([0]));
    alwaysBroken.client.uploadBackupFilePart = async () => {
      throw new ConnectionLost('Cannot reach the portal: is it running?');
    };
    await expect(
      uploadInParts(alwaysBroken.client, 'credential', fileOf(bytes), 1_000),
    ).rejects.toThrow(ConnectionLost);

    const refusing = portalBreaking(new Set());
    refusing.client.uploadBackupFilePart = async () => {
      throw new CommandError(
        'The portal refused a part of a backup file: over the storage limit (rcode 40300301)',
      );
    };
    await expect(
      uploadInParts(refusing.client, 'credential', fileOf(bytes), 1_000),
    ).rejects.toThrow(/storage limit/);
  });
});
