import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { bytes, counted } from './figures';
import { deviceName, givenPortal, wholeNumber } from './device-options';
import { enrolledDevice } from './enrolled-device';
import { PortalClient } from './portal-client';
import { simulatedBackupRun } from './simulated-backup';

/**
 * `backup`: records, as an enrolled device, one backup run of --items items in all, spread
 * over the backup categories; the portal records the run whole or not at all.
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
  const categories = simulatedBackupRun(saved.name, items);
  const recorded = await new PortalClient(saved.portal).recordBackupRun(saved.credential, {
    items: categories.map(({ cid, count, usage }) => ({ cid, count, usage, state: 'on' })),
  });
  for (const category of categories) {
    io.stdout(
      `  ${category.category} (${category.cid}): ${counted(category.count, 'item')}, ${bytes(category.usage)}\n`,
    );
  }
  const usage = categories.reduce((sum, category) => sum + category.usage, 0);
  io.stdout(
    `Backed up ${counted(items, 'item')} (${bytes(usage)}) in ${counted(categories.length, 'category', 'categories')} of "${saved.name}" to ${saved.portal} at ${new Date(recorded.backedUpAt).toISOString()}.\n`,
  );
}
