import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { HelpPageContent } from '../help-content';

/**
 * Spec §2 Help pages, topic 5: Gallery sync, 39 questions — syncing, what the portal shows,
 * storage and limits, the trash, Secure Folder and SD cards, moving to and linking a cloud
 * drive, a locked drive, and the end of the service.
 */
export const galleryHelp: HelpPageContent = {
  id: 'gallery',
  route: PortalRoutes.infoGallery,
  titleKey: 'help.gallery.title',
  subtitleKey: 'help.gallery.subtitle',
  descriptionKey: 'help.gallery.description',
  icon: 'gallery',
  questions: [
    {
      id: 'what-is-sync',
      questionKey: 'help.gallery.whatIsSync.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.whatIsSync.p1' },
        { type: 'paragraph', text: 'help.gallery.whatIsSync.p2' },
      ],
    },
    {
      id: 'turn-on-off',
      questionKey: 'help.gallery.turnOnOff.question',
      blocks: [
        {
          type: 'numberedList',
          items: ['help.gallery.turnOnOff.steps.open', 'help.gallery.turnOnOff.steps.settings', 'help.gallery.turnOnOff.steps.switch'],
        },
        { type: 'paragraph', text: 'help.gallery.turnOnOff.p1' },
      ],
    },
    {
      id: 'choose-albums',
      questionKey: 'help.gallery.chooseAlbums.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.chooseAlbums.p1' },
        { type: 'paragraph', text: 'help.gallery.chooseAlbums.p2' },
      ],
    },
    {
      id: 'what-is-synced',
      questionKey: 'help.gallery.whatIsSynced.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.whatIsSynced.p1' },
        {
          type: 'dashList',
          items: ['help.gallery.whatIsSynced.files.photos', 'help.gallery.whatIsSynced.files.videos', 'help.gallery.whatIsSynced.files.edits'],
        },
        { type: 'paragraph', text: 'help.gallery.whatIsSynced.p2' },
      ],
    },
    {
      id: 'between-devices',
      questionKey: 'help.gallery.betweenDevices.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.betweenDevices.p1' },
        { type: 'paragraph', text: 'help.gallery.betweenDevices.p2' },
      ],
    },
    {
      id: 'sync-time',
      questionKey: 'help.gallery.syncTime.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.syncTime.p1' },
        { type: 'paragraph', text: 'help.gallery.syncTime.p2' },
      ],
    },
    {
      id: 'mobile-data',
      questionKey: 'help.gallery.mobileData.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.mobileData.p1' },
        { type: 'paragraph', text: 'help.gallery.mobileData.p2' },
      ],
    },
    {
      id: 'not-syncing',
      questionKey: 'help.gallery.notSyncing.question',
      blocks: [
        {
          type: 'bulletList',
          items: [
            'help.gallery.notSyncing.causes.off',
            'help.gallery.notSyncing.causes.network',
            'help.gallery.notSyncing.causes.storage',
            'help.gallery.notSyncing.causes.battery',
            'help.gallery.notSyncing.causes.size',
            'help.gallery.notSyncing.causes.drive',
          ],
        },
        { type: 'paragraph', text: 'help.gallery.notSyncing.p1' },
      ],
    },
    {
      id: 'view-in-portal',
      questionKey: 'help.gallery.viewInPortal.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.viewInPortal.p1' },
        { type: 'paragraph', text: 'help.gallery.viewInPortal.p2' },
      ],
    },
    {
      id: 'newest-only',
      questionKey: 'help.gallery.newestOnly.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.newestOnly.p1' },
        { type: 'paragraph', text: 'help.gallery.newestOnly.p2' },
      ],
    },
    {
      id: 'last-synced',
      questionKey: 'help.gallery.lastSynced.question',
      blocks: [
        {
          type: 'paragraph',
          text: { key: 'help.gallery.lastSynced.p1', links: { notSyncing: { to: `${PortalRoutes.infoGallery}?q=not-syncing` } } },
        },
      ],
    },
    {
      id: 'photo-not-loading',
      questionKey: 'help.gallery.photoNotLoading.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.photoNotLoading.p1' },
        { type: 'paragraph', text: 'help.gallery.photoNotLoading.p2' },
      ],
    },
    {
      id: 'full-quality',
      questionKey: 'help.gallery.fullQuality.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.fullQuality.p1' },
        { type: 'paragraph', text: 'help.gallery.fullQuality.p2' },
      ],
    },
    {
      id: 'download-from-portal',
      questionKey: 'help.gallery.downloadFromPortal.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.downloadFromPortal.p1' },
        { type: 'paragraph', text: 'help.gallery.downloadFromPortal.p2' },
      ],
    },
    {
      id: 'upload-from-pc',
      questionKey: 'help.gallery.uploadFromPc.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.uploadFromPc.p1' },
        {
          type: 'numberedList',
          items: ['help.gallery.uploadFromPc.steps.connect', 'help.gallery.uploadFromPc.steps.copy', 'help.gallery.uploadFromPc.steps.sync'],
        },
        { type: 'paragraph', text: 'help.gallery.uploadFromPc.p2' },
      ],
    },
    {
      id: 'upload-limits',
      questionKey: 'help.gallery.uploadLimits.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.uploadLimits.p1' },
        { type: 'paragraph', text: 'help.gallery.uploadLimits.p2' },
      ],
    },
    {
      id: 'storage-count',
      questionKey: 'help.gallery.storageCount.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.storageCount.p1' },
        { type: 'paragraph', text: 'help.gallery.storageCount.p2' },
      ],
    },
    {
      id: 'storage-full',
      questionKey: 'help.gallery.storageFull.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.storageFull.p1' },
        { type: 'paragraph', text: 'help.gallery.storageFull.p2' },
      ],
    },
    {
      id: 'free-up-space',
      questionKey: 'help.gallery.freeUpSpace.question',
      blocks: [
        {
          type: 'bulletList',
          items: [
            'help.gallery.freeUpSpace.ways.trash',
            'help.gallery.freeUpSpace.ways.videos',
            'help.gallery.freeUpSpace.ways.backups',
            'help.gallery.freeUpSpace.ways.syncedApps',
            'help.gallery.freeUpSpace.ways.drive',
          ],
        },
        { type: 'paragraph', text: 'help.gallery.freeUpSpace.p1' },
      ],
    },
    {
      id: 'delete-on-phone',
      questionKey: 'help.gallery.deleteOnPhone.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.deleteOnPhone.p1' },
        { type: 'paragraph', text: 'help.gallery.deleteOnPhone.p2' },
      ],
    },
    {
      id: 'trash-retention',
      questionKey: 'help.gallery.trashRetention.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.trashRetention.p1' },
        { type: 'paragraph', text: 'help.gallery.trashRetention.p2' },
      ],
    },
    {
      id: 'restore-from-trash',
      questionKey: 'help.gallery.restoreFromTrash.question',
      blocks: [
        {
          type: 'numberedList',
          items: [
            'help.gallery.restoreFromTrash.steps.open',
            'help.gallery.restoreFromTrash.steps.select',
            'help.gallery.restoreFromTrash.steps.restore',
          ],
        },
        { type: 'paragraph', text: 'help.gallery.restoreFromTrash.p1' },
      ],
    },
    {
      id: 'secure-folder',
      questionKey: 'help.gallery.secureFolder.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.secureFolder.p1' },
        { type: 'paragraph', text: 'help.gallery.secureFolder.p2' },
      ],
    },
    {
      id: 'sd-card',
      questionKey: 'help.gallery.sdCard.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.sdCard.p1' },
        { type: 'paragraph', text: 'help.gallery.sdCard.p2' },
      ],
    },
    {
      id: 'migration-what',
      questionKey: 'help.gallery.migrationWhat.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.migrationWhat.p1' },
        { type: 'paragraph', text: 'help.gallery.migrationWhat.p2' },
      ],
    },
    {
      id: 'migration-how',
      questionKey: 'help.gallery.migrationHow.question',
      blocks: [
        {
          type: 'numberedList',
          items: ['help.gallery.migrationHow.steps.open', 'help.gallery.migrationHow.steps.link', 'help.gallery.migrationHow.steps.confirm'],
        },
        { type: 'paragraph', text: 'help.gallery.migrationHow.p1' },
      ],
    },
    {
      id: 'migration-duration',
      questionKey: 'help.gallery.migrationDuration.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.migrationDuration.p1' },
        { type: 'paragraph', text: 'help.gallery.migrationDuration.p2' },
      ],
    },
    {
      id: 'migration-storage',
      questionKey: 'help.gallery.migrationStorage.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.migrationStorage.p1' },
        { type: 'paragraph', text: 'help.gallery.migrationStorage.p2' },
      ],
    },
    {
      id: 'gallery-moved',
      questionKey: 'help.gallery.galleryMoved.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.galleryMoved.p1' },
        { type: 'paragraph', text: 'help.gallery.galleryMoved.p2' },
      ],
    },
    {
      id: 'link-account',
      questionKey: 'help.gallery.linkAccount.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.linkAccount.p1' },
        { type: 'paragraph', text: 'help.gallery.linkAccount.p2' },
      ],
    },
    {
      id: 'link-not-available',
      questionKey: 'help.gallery.linkNotAvailable.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.linkNotAvailable.p1' },
        { type: 'paragraph', text: 'help.gallery.linkNotAvailable.p2' },
      ],
    },
    {
      id: 'link-status',
      questionKey: 'help.gallery.linkStatus.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.linkStatus.p1' },
        {
          type: 'dashList',
          items: ['help.gallery.linkStatus.states.linked', 'help.gallery.linkStatus.states.notLinked', 'help.gallery.linkStatus.states.unavailable'],
        },
      ],
    },
    {
      id: 'unlink',
      questionKey: 'help.gallery.unlink.question',
      blocks: [
        {
          type: 'numberedList',
          items: ['help.gallery.unlink.steps.open', 'help.gallery.unlink.steps.accounts', 'help.gallery.unlink.steps.unlink'],
        },
        { type: 'paragraph', text: 'help.gallery.unlink.p1' },
      ],
    },
    {
      id: 'after-unlink',
      questionKey: 'help.gallery.afterUnlink.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.afterUnlink.p1' },
        { type: 'paragraph', text: 'help.gallery.afterUnlink.p2' },
      ],
    },
    {
      id: 'locked-drive',
      questionKey: 'help.gallery.lockedDrive.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.lockedDrive.p1' },
        { type: 'paragraph', text: 'help.gallery.lockedDrive.p2' },
      ],
    },
    {
      id: 'not-turned-on',
      questionKey: 'help.gallery.notTurnedOn.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.notTurnedOn.p1' },
        { type: 'paragraph', text: 'help.gallery.notTurnedOn.p2' },
      ],
    },
    {
      id: 'end-of-service',
      questionKey: 'help.gallery.endOfService.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.endOfService.p1' },
        {
          type: 'bulletList',
          items: ['help.gallery.endOfService.effects.device', 'help.gallery.endOfService.effects.cloud', 'help.gallery.endOfService.effects.drive'],
        },
      ],
    },
    {
      id: 'delete-all',
      questionKey: 'help.gallery.deleteAll.question',
      blocks: [
        {
          type: 'numberedList',
          items: ['help.gallery.deleteAll.steps.turnOff', 'help.gallery.deleteAll.steps.open', 'help.gallery.deleteAll.steps.confirm'],
        },
        { type: 'paragraph', text: 'help.gallery.deleteAll.p1' },
      ],
    },
    {
      id: 'encryption',
      questionKey: 'help.gallery.encryption.question',
      blocks: [
        { type: 'paragraph', text: 'help.gallery.encryption.p1' },
        { type: 'paragraph', text: { key: 'help.gallery.encryption.p2', links: { e2ee: { to: PortalRoutes.infoE2ee } } } },
      ],
    },
  ],
};
