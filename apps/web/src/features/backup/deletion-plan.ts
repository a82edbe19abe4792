import { backupCategoryOfCid } from '@cloud-portal/domain/backup-categories';
import { summarizeBackupCategories } from '@cloud-portal/domain/backup-category-summary';
import type { BackupDeviceDetailView } from './api/get-backup-devices';
import type { PendingDeletion } from './pending-deletion';

/** One deleting call of a deletion run. */
export type DeletionCall =
  | { kind: 'device'; deviceId: string }
  | { kind: 'content'; deviceId: string; cid: string }
  | { kind: 'temporary'; id: string };

/**
 * The calls that carry out a choice. Deleting a category deletes each content id of it that
 * the device's backup holds (one call per cid, spec §7); categories the device no longer
 * has, or ids that are no categories, add nothing.
 */
export function deletionCalls(
  deletion: PendingDeletion,
  devices: readonly BackupDeviceDetailView[] = [],
): DeletionCall[] {
  switch (deletion.kind) {
    case 'devices':
      return deletion.ids.map((deviceId) => ({ kind: 'device', deviceId }));
    case 'temporary':
      return deletion.ids.map((id) => ({ kind: 'temporary', id }));
    case 'contents': {
      const device = devices.find((candidate) => candidate.device_id === deletion.deviceId);
      if (!device) return [];
      const categories = summarizeBackupCategories(device.items);
      return deletion.ids.flatMap((id) =>
        (categories.find((category) => category.id === id)?.items ?? []).map(
          (item): DeletionCall => ({ kind: 'content', deviceId: deletion.deviceId, cid: item.cid }),
        ),
      );
    }
  }
}

/**
 * What is left to delete of a run that stopped (to ask for the password again, or to show
 * what failed): the choice that the remaining calls carry out. Null when nothing is left.
 */
export function remainingDeletion(calls: readonly DeletionCall[]): PendingDeletion | null {
  const first = calls[0];
  if (!first) return null;
  switch (first.kind) {
    case 'device':
      return {
        kind: 'devices',
        ids: calls.flatMap((call) => (call.kind === 'device' ? [call.deviceId] : [])),
      };
    case 'temporary':
      return {
        kind: 'temporary',
        ids: calls.flatMap((call) => (call.kind === 'temporary' ? [call.id] : [])),
      };
    case 'content': {
      const categories = calls.flatMap((call) => {
        const id = call.kind === 'content' ? backupCategoryOfCid(call.cid) : undefined;
        return id === undefined ? [] : [id];
      });
      return { kind: 'contents', deviceId: first.deviceId, ids: [...new Set(categories)] };
    }
  }
}
