/** What backup-killed-child.ts prints once its backup run is written, not yet committed. */
export const BACKUP_WRITTEN_UNCOMMITTED = 'backup-written-uncommitted';
