import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { progressBar } from './progress-bar';
import { CommandError, UsageError } from './command-errors';
import { bytes, counted } from './figures';
import { deviceName, givenPortal, wholeNumber } from './device-options';
import { enrolledDevice } from './enrolled-device';
import { PHOTO_TRASH_MAX, runTrashAction, type TrashAction } from './photo-trash';
import { PortalClient } from './portal-client';
import { simulatedPhoto } from './simulated-photos';

/**
 * `photos`: uploads, as an enrolled device, --count real JPEG photos to its owner's Gallery,
 * one call each, taken over the four weeks before; or, with --delete, --restore or
 * --empty-trash, keeps the owner's Gallery trash as deleting photos on the device does.
 */
export async function photosCommand(args: readonly string[], io: CliIo): Promise<void> {
  const values = parseOptions('photos', args, {
    name: { type: 'string' },
    count: { type: 'string' },
    delete: { type: 'string' },
    restore: { type: 'string' },
    'empty-trash': { type: 'boolean' },
    portal: { type: 'string' },
  });
  const name = deviceName(values.name);
  const chosen = (['count', 'delete', 'restore', 'empty-trash'] as const).filter(
    (option) => values[option] !== undefined,
  );
  if (chosen.length > 1)
    throw new UsageError(
      `photos takes one of --count, --delete, --restore and --empty-trash (got ${chosen.map((option) => `--${option}`).join(' and ')}).`,
    );
  const range = { min: 1, max: PHOTO_TRASH_MAX, fallback: 1 };
  const action: TrashAction | null =
    values.delete !== undefined
      ? { kind: 'delete', count: wholeNumber('delete', values.delete, range) }
      : values.restore !== undefined
        ? { kind: 'restore', count: wholeNumber('restore', values.restore, range) }
        : values['empty-trash']
          ? { kind: 'empty' }
          : null;
  const count = wholeNumber('count', values.count, { min: 1, max: 200, fallback: 12 });
  const asked = givenPortal(values.portal);

  const saved = await enrolledDevice(name, asked, io);
  if (action) return runTrashAction(saved, action, io);
  const client = new PortalClient(saved.portal);
  const now = Date.now();
  let total = 0;
  const progress = progressBar(io, 'Uploading photos', 'photos', count);
  try {
    for (let index = 0; index < count; index += 1) {
      const { jpeg } = await simulatedPhoto(saved, index, count, now);
      try {
        await client.uploadPhoto(saved.credential, jpeg);
      } catch (error) {
        // The photos before stay uploaded: say how far it got.
        if (error instanceof CommandError && index > 0)
          throw new CommandError(
            `${error.message} (photo ${index + 1} of ${count}; the ${index} before it were uploaded)`,
          );
        throw error;
      }
      total += jpeg.length;
      progress.advance(1, jpeg.length, `  photo ${index + 1} of ${count}: ${bytes(jpeg.length)}\n`);
    }
  } finally {
    progress.stop();
  }
  io.stdout(
    `Uploaded ${counted(count, 'photo')} (${bytes(total)}) from "${saved.name}" to ${saved.portal}.\n`,
  );
}
