import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RestoreFile, RestoreListing } from '@cloud-portal/contract/device-backup-files';
import { BACKUP_CATEGORIES, BACKUP_CATEGORY_IDS } from '@cloud-portal/domain/backup-categories';
import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { CommandError, UsageError } from './command-errors';
import { bytes, counted } from './figures';
import { deviceName, givenPortal } from './device-options';
import { enrolledDevice } from './enrolled-device';
import { progressBar } from './progress-bar';
import { PortalClient } from './portal-client';
import { contentHashOf } from './simulated-backup-files';

/**
 * `restore`: downloads, as an enrolled device, every file of its latest backup (or, with
 * --from, of another enrolled device of the account: a new phone taking an old one's backup)
 * into --to, one folder per category, and checks each file's bytes against the content hash
 * the portal lists before writing it.
 */
export async function restoreCommand(args: readonly string[], io: CliIo): Promise<void> {
  const values = parseOptions('restore', args, {
    name: { type: 'string' },
    to: { type: 'string' },
    from: { type: 'string' },
    portal: { type: 'string' },
  });
  const name = deviceName(values.name);
  if (values.to === undefined || values.to.trim() === '') throw new UsageError('--to is required.');
  const folder = path.resolve(values.to);
  const asked = givenPortal(values.portal);

  const saved = await enrolledDevice(name, asked, io);
  // The other device is named as it was enrolled here; its backup is listed by its device id.
  const source =
    values.from === undefined
      ? saved
      : await enrolledDevice(deviceName(values.from, 'from'), saved.portal, io);
  const client = new PortalClient(saved.portal);
  const listing = await wholeListing(
    client,
    saved.credential,
    source === saved ? undefined : source.deviceId,
  );
  const total = listing.files.reduce((sum, file) => sum + file.size, 0);
  let written = 0;
  const progress = progressBar(io, 'Restoring files', 'files', listing.files.length);
  try {
    for (const [index, file] of listing.files.entries()) {
      const content = await client.downloadRestoreFile(saved.credential, file.contentHash);
      if (content.length !== file.size || contentHashOf(content) !== file.contentHash) {
        throw new CommandError(
          `${file.cid}/${file.name} arrived damaged (its bytes do not hash to the content hash the portal lists); the ${index} files before it were restored in ${folder}.`,
        );
      }
      const target = targetOf(folder, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
      written += content.length;
      progress.advance(
        1,
        content.length,
        `  ${path.relative(folder, target)}: ${bytes(content.length)}${file.encrypted ? ' (end-to-end encrypted, as sent)' : ''} — ${index + 1} of ${listing.files.length} files, ${bytes(written)} of ${bytes(total)}\n`,
      );
    }
  } finally {
    progress.stop();
  }
  const categories = new Set(listing.files.map((file) => file.cid)).size;
  io.stdout(
    `Restored ${counted(listing.files.length, 'file')} (${bytes(written)}) in ${counted(categories, 'category', 'categories')} of "${source.name}"${source === saved ? '' : ` to "${saved.name}"`}, backed up at ${new Date(listing.backedUpAt).toISOString()}, from ${saved.portal} to ${folder}; every content hash checked.\n`,
  );
}

/** Every page of the latest backup of the calling device, or of the account's device `tdid`. */
async function wholeListing(
  client: PortalClient,
  credential: string,
  tdid?: string,
): Promise<RestoreListing> {
  const device = tdid === undefined ? {} : { tdid };
  const first = await client.restoreListing(credential, device);
  const files = [...first.files];
  for (let cursor = first.nextCursor; cursor !== undefined;) {
    const page = await client.restoreListing(credential, { ...device, cursor });
    files.push(...page.files);
    cursor = page.nextCursor;
  }
  return { ...first, files };
}

/** Where a file goes: the folder of its category (named as the portal's backup screen names it), then its name. */
function targetOf(folder: string, file: RestoreFile): string {
  const category =
    BACKUP_CATEGORY_IDS.find((id) => BACKUP_CATEGORIES[id].cids.includes(file.cid)) ?? file.cid;
  const target = path.resolve(folder, category, ...file.name.split('/'));
  // The contract's name pattern keeps a file inside its folder; checked here all the same.
  if (!target.startsWith(`${path.resolve(folder, category)}${path.sep}`)) {
    throw new CommandError(
      `The portal listed a file named "${file.name}", which would land outside ${folder}.`,
    );
  }
  return target;
}
