import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { HelpPageId } from '../help-content';
import timelineIllustration from '../illustrations/backup-timeline.svg';
import settingsIllustration from '../illustrations/settings-path.svg';
import extensionIllustration from '../illustrations/temporary-backup-extension.svg';
import { helpPageSetup, type HelpPageSetup } from './help-page-setup';

const toPage = (to: string) => ({ to });

/**
 * The six help pages (spec §2), in the order they are offered as "more help": what their
 * keys cannot say. Their questions and answers are the help bundle's (derive-help-page.ts).
 */
export const HELP_PAGES: readonly HelpPageSetup[] = [
  helpPageSetup({
    id: 'overview',
    route: PortalRoutes.infoOverview,
    icon: 'cloud',
    dashLists: ['removeAccount.options'],
    textLinks: {
      'dataAfterServiceEnd.p2': { gallery: toPage(PortalRoutes.infoGallery) },
      'noDevice.p3': { e2ee: toPage(PortalRoutes.infoE2ee) },
    },
  }),
  helpPageSetup({
    id: 'deviceBackups',
    route: PortalRoutes.infoDeviceBackups,
    icon: 'backup',
    illustrations: { 'howLong.timeline': { src: timelineIllustration, width: 680, height: 180 } },
    textLinks: {
      'supportedItems.p2': { temporaryBackup: toPage(PortalRoutes.infoCloudTemporaryBackup) },
      'howLong.p4': { temporaryBackup: toPage(PortalRoutes.infoCloudTemporaryBackup) },
    },
  }),
  helpPageSetup({
    id: 'temporaryBackup',
    route: PortalRoutes.infoCloudTemporaryBackup,
    icon: 'temporaryBackup',
    dashLists: ['notWorking.checks'],
    illustrations: { 'difference.timeline': { src: extensionIllustration, width: 680, height: 180 } },
    links: { 'difference.deviceBackupsLink': toPage(PortalRoutes.infoDeviceBackups) },
    textLinks: { 'cannotFind.p1': { deviceBackups: toPage(PortalRoutes.infoDeviceBackups) } },
  }),
  helpPageSetup({
    id: 'gallery',
    route: PortalRoutes.infoGallery,
    icon: 'gallery',
    dashLists: ['whatIsSynced.files', 'linkStatus.states'],
    textLinks: {
      'lastSynced.p1': { notSyncing: toPage(`${PortalRoutes.infoGallery}?q=not-syncing`) },
      'encryption.p2': { e2ee: toPage(PortalRoutes.infoE2ee) },
    },
  }),
  helpPageSetup({
    id: 'otherSyncedApps',
    route: PortalRoutes.infoOtherSyncedApps,
    icon: 'sync',
    illustrations: { 'howToSync.settings': { src: settingsIllustration, width: 560, height: 340, mirrorInRtl: true } },
    textLinks: { 'whichItems.p2': { gallery: toPage(PortalRoutes.infoGallery) } },
  }),
  helpPageSetup({
    id: 'e2ee',
    route: PortalRoutes.infoE2ee,
    icon: 'encryption',
    textLinks: { 'newDevice.p1': { lostAccess: toPage(`${PortalRoutes.infoE2ee}?q=lost-access`) } },
  }),
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
