import type { PersonalDataKind } from '@cloud-portal/domain/personal-data-categories';
import type { SyncAppCid } from '@cloud-portal/domain/sync-apps';
import type { QuotaUsage } from '@/lib/shared-api/get-quota-usage';

/**
 * The usage entry (spec §3 Quota response, by cid) that counts a kind's records: the synced
 * app holding that data. It is the counted half of the server's erasure scope
 * (apps/server/src/modules/erasure/erasure-scope.ts); memos are kept by no app of this
 * portal, so they have no count.
 */
const USAGE_CID_OF_KIND: Partial<Record<PersonalDataKind, SyncAppCid>> = {
  calendar: 'calendar',
  contacts: 'contacts',
  notes: 'notes',
  reminders: 'reminders',
  internet: 'internet',
  gallery: 'gallery',
};

/**
 * How many records of a kind the cloud holds, across every device and space; null when
 * the kind has no count or the usage is not known.
 */
export function personalDataCount(kind: PersonalDataKind, usage: QuotaUsage | undefined): number | null {
  const cid = USAGE_CID_OF_KIND[kind];
  if (cid === undefined || usage === undefined) return null;
  return usage.usage_info
    .filter((entry) => entry.cid === cid && entry.cid_type !== 'BACKUP')
    .reduce((total, entry) => total + entry.cnt, 0);
}
