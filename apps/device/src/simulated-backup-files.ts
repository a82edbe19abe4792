import { createCipheriv, createHash } from 'node:crypto';
import type { BackupCategoryId } from '@cloud-portal/domain/backup-categories';

/** What a phone keeps a category in, as the one file the simulator backs it up as. */
const FILE_NAMES: Readonly<Record<BackupCategoryId, string>> = {
  phone: 'calllog.db',
  messages: 'messages.db',
  contacts: 'contacts.vcf',
  calendar: 'calendar.ics',
  clock: 'alarms.json',
  settings: 'settings.xml',
  homeScreen: 'homescreen.zip',
  apps: 'apps.tar',
  voiceRecorder: 'recordings.tar',
};

/**
 * The largest file the simulator sends for a category: its usage can run to gigabytes, which
 * a demo should not push through a laptop. The portal takes files smaller than a category's
 * usage (the rest of it stays on the device).
 */
export const SIMULATED_FILE_MAX_BYTES = 2 * 1024 * 1024;

export interface SimulatedBackupFile {
  name: string;
  bytes: Buffer;
  /** SHA-256 of the bytes, base64url: the address the portal keeps them under. */
  contentHash: string;
}

/**
 * The file a device backs `category` up as: `min(usage, 2 MiB)` bytes that look random but
 * follow from the device's name and the category (an AES-CTR key stream), so a rerun sends
 * the same bytes, which the portal already has.
 */
export function simulatedBackupFile(
  deviceName: string,
  category: BackupCategoryId,
  usage: number,
): SimulatedBackupFile {
  const key = createHash('sha256').update(`${deviceName}\0backup-file\0${category}`).digest();
  const stream = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  const bytes = Buffer.concat([
    stream.update(Buffer.alloc(Math.min(usage, SIMULATED_FILE_MAX_BYTES))),
    stream.final(),
  ]);
  return { name: FILE_NAMES[category], bytes, contentHash: contentHashOf(bytes) };
}

/** SHA-256, base64url: how the portal names a file's bytes. */
export function contentHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}
