import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { HelpPageContent } from '../help-content';
import settingsIllustration from '../illustrations/settings-path.svg';

/** Spec §2 Help pages, topic 3: other synced apps, 4 questions. */
export const otherSyncedAppsHelp: HelpPageContent = {
  id: 'otherSyncedApps',
  route: PortalRoutes.infoOtherSyncedApps,
  titleKey: 'help.otherSyncedApps.title',
  subtitleKey: 'help.otherSyncedApps.subtitle',
  descriptionKey: 'help.otherSyncedApps.description',
  icon: 'sync',
  questions: [
    {
      id: 'how-to-sync',
      questionKey: 'help.otherSyncedApps.howToSync.question',
      blocks: [
        {
          type: 'numberedList',
          items: [
            'help.otherSyncedApps.howToSync.steps.settings',
            'help.otherSyncedApps.howToSync.steps.cloud',
            'help.otherSyncedApps.howToSync.steps.turnOn',
            'help.otherSyncedApps.howToSync.steps.syncNow',
          ],
        },
        {
          type: 'image',
          src: settingsIllustration,
          width: 560,
          height: 340,
          altKey: 'help.otherSyncedApps.howToSync.settingsAlt',
          captionKey: 'help.otherSyncedApps.howToSync.settingsCaption',
          mirrorInRtl: true,
        },
        { type: 'paragraph', text: 'help.otherSyncedApps.howToSync.p1' },
      ],
    },
    {
      id: 'which-items',
      questionKey: 'help.otherSyncedApps.whichItems.question',
      blocks: [
        { type: 'paragraph', text: 'help.otherSyncedApps.whichItems.p1' },
        {
          type: 'bulletList',
          items: [
            'help.otherSyncedApps.whichItems.apps.contacts',
            'help.otherSyncedApps.whichItems.apps.calendar',
            'help.otherSyncedApps.whichItems.apps.notes',
            'help.otherSyncedApps.whichItems.apps.reminders',
            'help.otherSyncedApps.whichItems.apps.internet',
            'help.otherSyncedApps.whichItems.apps.gallery',
            'help.otherSyncedApps.whichItems.apps.keyboard',
            'help.otherSyncedApps.whichItems.apps.pass',
            'help.otherSyncedApps.whichItems.apps.wifi',
          ],
        },
        {
          type: 'paragraph',
          text: { key: 'help.otherSyncedApps.whichItems.p2', links: { gallery: { to: PortalRoutes.infoGallery } } },
        },
      ],
    },
    {
      id: 'delete-data',
      questionKey: 'help.otherSyncedApps.deleteData.question',
      blocks: [
        { type: 'paragraph', text: 'help.otherSyncedApps.deleteData.p1' },
        { type: 'paragraph', text: 'help.otherSyncedApps.deleteData.p2' },
        {
          type: 'numberedList',
          items: [
            'help.otherSyncedApps.deleteData.syncSteps.open',
            'help.otherSyncedApps.deleteData.syncSteps.select',
            'help.otherSyncedApps.deleteData.syncSteps.password',
            'help.otherSyncedApps.deleteData.syncSteps.confirm',
          ],
        },
        { type: 'paragraph', text: 'help.otherSyncedApps.deleteData.p3' },
        {
          type: 'numberedList',
          items: [
            'help.otherSyncedApps.deleteData.backupSteps.open',
            'help.otherSyncedApps.deleteData.backupSteps.select',
            'help.otherSyncedApps.deleteData.backupSteps.confirm',
          ],
        },
        { type: 'paragraph', text: 'help.otherSyncedApps.deleteData.p4' },
      ],
    },
    {
      id: 'sync-fails',
      questionKey: 'help.otherSyncedApps.syncFails.question',
      blocks: [
        { type: 'paragraph', text: 'help.otherSyncedApps.syncFails.p1' },
        {
          type: 'bulletList',
          items: [
            'help.otherSyncedApps.syncFails.causes.autoSync',
            'help.otherSyncedApps.syncFails.causes.appOff',
            'help.otherSyncedApps.syncFails.causes.network',
            'help.otherSyncedApps.syncFails.causes.storage',
            'help.otherSyncedApps.syncFails.causes.account',
            'help.otherSyncedApps.syncFails.causes.powerSaving',
            'help.otherSyncedApps.syncFails.causes.support',
            'help.otherSyncedApps.syncFails.causes.encryption',
          ],
        },
        { type: 'paragraph', text: 'help.otherSyncedApps.syncFails.p2' },
      ],
    },
  ],
};
