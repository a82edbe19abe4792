import type { HelpPageContent, HelpPageId } from '../help-content';
import { deviceBackupsHelp } from './device-backups';
import { e2eeHelp } from './e2ee';
import { galleryHelp } from './gallery';
import { otherSyncedAppsHelp } from './other-synced-apps';
import { overviewHelp } from './overview';
import { temporaryBackupHelp } from './temporary-backup';

/** The six help pages (spec §2), in the order they are offered as "more help". */
export const HELP_PAGES: readonly HelpPageContent[] = [
  overviewHelp,
  deviceBackupsHelp,
  temporaryBackupHelp,
  galleryHelp,
  otherSyncedAppsHelp,
  e2eeHelp,
];

/** How many questions each page answers (spec §2 Help pages, Topics). */
export const REQUIRED_QUESTION_COUNTS: Readonly<Record<HelpPageId, number>> = {
  temporaryBackup: 5,
  overview: 11,
  otherSyncedApps: 4,
  deviceBackups: 3,
  gallery: 39,
  e2ee: 10,
};
