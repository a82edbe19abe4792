import { PAGE_LIMIT_MAX } from '@cloud-portal/contract/paging';
import { GALLERY_TRASH_DAYS } from '@cloud-portal/domain/constants';
import type { CliIo } from './cli-io';
import type { DeviceCredentials } from './device-credentials-store';
import { bytes, counted } from './figures';
import { PortalClient } from './portal-client';

/** The most photos one --delete or --restore acts on: one page of the portal's list. */
export const PHOTO_TRASH_MAX = PAGE_LIMIT_MAX;

/** What a run of `photos` does with the owner's Gallery trash. */
export type TrashAction =
  { kind: 'delete'; count: number } | { kind: 'restore'; count: number } | { kind: 'empty' };

/**
 * Deletes on the device the `count` newest photos of the Gallery (they move to the trash, for
 * every device of the owner), restores the `count` newest of the trash, or empties the trash.
 */
export async function runTrashAction(
  saved: DeviceCredentials,
  action: TrashAction,
  io: CliIo,
): Promise<void> {
  const client = new PortalClient(saved.portal);
  if (action.kind === 'empty') {
    const { deleted, freedBytes } = await client.emptyTrash(saved.credential);
    io.stdout(
      deleted === 0
        ? `The trash of "${saved.name}"'s owner at ${saved.portal} was empty.\n`
        : `Deleted ${counted(deleted, 'photo')} from the trash for good at ${saved.portal}, freeing ${bytes(freedBytes)}.\n`,
    );
    return;
  }
  const fromTrash = action.kind === 'restore';
  const { photos } = await client.listPhotos(saved.credential, {
    trashed: fromTrash,
    limit: action.count,
  });
  if (photos.length === 0) {
    io.stdout(
      fromTrash
        ? `The trash at ${saved.portal} is empty: nothing to restore.\n`
        : `The Gallery at ${saved.portal} has no photos to delete.\n`,
    );
    return;
  }
  for (const [index, photo] of photos.entries()) {
    if (fromTrash) await client.restorePhoto(saved.credential, photo.photoId);
    else await client.trashPhoto(saved.credential, photo.photoId);
    io.stdout(`  photo ${index + 1} of ${photos.length}: ${photo.photoId}\n`);
  }
  const fewer =
    photos.length < action.count
      ? ` (only ${photos.length} ${fromTrash ? 'in the trash' : 'in the Gallery'})`
      : '';
  io.stdout(
    fromTrash
      ? `Restored ${counted(photos.length, 'photo')} from the trash${fewer} from "${saved.name}" at ${saved.portal}.\n`
      : `Moved ${counted(photos.length, 'photo')} to the trash${fewer} from "${saved.name}" at ${saved.portal}: restorable for ${GALLERY_TRASH_DAYS} days, then deleted for good.\n`,
  );
}
