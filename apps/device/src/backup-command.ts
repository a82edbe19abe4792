import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { CommandError } from './command-errors';
import { bytes, counted } from './figures';
import { deviceName, givenPortal, wholeNumber } from './device-options';
import { enrolledDevice } from './enrolled-device';
import { PortalClient } from './portal-client';
import { progressBar } from './progress-bar';
import { simulatedBackupRun } from './simulated-backup';
import { simulatedBackupFile } from './simulated-backup-files';
import { UPLOAD_PART_BYTES, uploadInParts } from './upload-in-parts';

/**
 * `backup`: records, as an enrolled device, one backup run of --items items in all, spread
 * over the backup categories. Each category's file is uploaded first (the portal keeps what
 * it has already; a file past 1 MiB in parts, resumed after a broken connection), then the
 * run names them; the portal records the run whole or not at all.
 */
export async function backupCommand(args: readonly string[], io: CliIo): Promise<void> {
  const values = parseOptions('backup', args, {
    name: { type: 'string' },
    items: { type: 'string' },
    portal: { type: 'string' },
  });
  const name = deviceName(values.name);
  const items = wholeNumber('items', values.items, { min: 1, max: 100_000, fallback: 40 });
  const asked = givenPortal(values.portal);

  const saved = await enrolledDevice(name, asked, io);
  const client = new PortalClient(saved.portal);
  const categories = simulatedBackupRun(saved.name, items).map((category) => ({
    ...category,
    file: simulatedBackupFile(saved.name, category.category, category.usage),
  }));
  let sent = 0;
  const progress = progressBar(io, 'Uploading backup files', 'files', categories.length);
  try {
    for (const [index, category] of categories.entries()) {
      const { file } = category;
      try {
        // A file larger than a part goes up in parts, resumed after a broken connection.
        if (file.bytes.length > UPLOAD_PART_BYTES)
          await uploadInParts(client, saved.credential, file);
        else await client.uploadBackupFile(saved.credential, file.contentHash, file.bytes);
      } catch (error) {
        // Nothing is backed up until the run commits: say how far the uploads got.
        if (error instanceof CommandError && index > 0)
          throw new CommandError(
            `${error.message} (file ${index + 1} of ${categories.length}; nothing is backed up until all are sent)`,
          );
        throw error;
      }
      sent += file.bytes.length;
      progress.advance(
        1,
        file.bytes.length,
        `  ${category.category} (${category.cid}): ${counted(category.count, 'item')}, ${bytes(category.usage)}; sent ${file.name} (${bytes(file.bytes.length)})\n`,
      );
    }
  } finally {
    progress.stop();
  }
  const recorded = await client.recordBackupRun(saved.credential, {
    items: categories.map(({ cid, count, usage, file }) => ({
      cid,
      count,
      usage,
      state: 'on',
      files: [{ name: file.name, size: file.bytes.length, contentHash: file.contentHash }],
    })),
  });
  const usage = categories.reduce((sum, category) => sum + category.usage, 0);
  io.stdout(
    `Backed up ${counted(items, 'item')} (${bytes(usage)}; ${bytes(sent)} of files) in ${counted(categories.length, 'category', 'categories')} of "${saved.name}" to ${saved.portal} at ${new Date(recorded.backedUpAt).toISOString()}.\n`,
  );
}
