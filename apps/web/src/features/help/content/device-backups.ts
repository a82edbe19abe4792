import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { HelpPageContent } from '../help-content';
import timelineIllustration from '../illustrations/backup-timeline.svg';

const temporaryBackupLink = { temporaryBackup: { to: PortalRoutes.infoCloudTemporaryBackup } } as const;

/** Spec §2 Help pages, topic 4: device backups, 3 questions. */
export const deviceBackupsHelp: HelpPageContent = {
  id: 'deviceBackups',
  route: PortalRoutes.infoDeviceBackups,
  titleKey: 'help.deviceBackups.title',
  subtitleKey: 'help.deviceBackups.subtitle',
  descriptionKey: 'help.deviceBackups.description',
  icon: 'backup',
  questions: [
    {
      id: 'back-up-restore',
      questionKey: 'help.deviceBackups.backUpRestore.question',
      blocks: [
        { type: 'paragraph', text: 'help.deviceBackups.backUpRestore.p1' },
        {
          type: 'numberedList',
          items: [
            'help.deviceBackups.backUpRestore.backupSteps.open',
            'help.deviceBackups.backUpRestore.backupSteps.choose',
            'help.deviceBackups.backUpRestore.backupSteps.start',
          ],
        },
        { type: 'paragraph', text: 'help.deviceBackups.backUpRestore.p2' },
        {
          type: 'numberedList',
          items: [
            'help.deviceBackups.backUpRestore.restoreSteps.signIn',
            'help.deviceBackups.backUpRestore.restoreSteps.open',
            'help.deviceBackups.backUpRestore.restoreSteps.choose',
          ],
        },
        { type: 'paragraph', text: 'help.deviceBackups.backUpRestore.p3' },
      ],
    },
    {
      id: 'supported-items',
      questionKey: 'help.deviceBackups.supportedItems.question',
      blocks: [
        { type: 'paragraph', text: 'help.deviceBackups.supportedItems.p1' },
        {
          type: 'bulletList',
          items: [
            'help.deviceBackups.supportedItems.items.phone',
            'help.deviceBackups.supportedItems.items.messages',
            'help.deviceBackups.supportedItems.items.contacts',
            'help.deviceBackups.supportedItems.items.calendar',
            'help.deviceBackups.supportedItems.items.clock',
            'help.deviceBackups.supportedItems.items.settings',
            'help.deviceBackups.supportedItems.items.homeScreen',
            'help.deviceBackups.supportedItems.items.apps',
            'help.deviceBackups.supportedItems.items.voiceRecorder',
          ],
        },
        { type: 'paragraph', text: { key: 'help.deviceBackups.supportedItems.p2', links: temporaryBackupLink } },
        { type: 'paragraph', text: 'help.deviceBackups.supportedItems.p3' },
      ],
    },
    {
      id: 'how-long',
      questionKey: 'help.deviceBackups.howLong.question',
      blocks: [
        { type: 'paragraph', text: 'help.deviceBackups.howLong.p1' },
        {
          type: 'image',
          src: timelineIllustration,
          width: 680,
          height: 180,
          altKey: 'help.deviceBackups.howLong.timelineAlt',
          captionKey: 'help.deviceBackups.howLong.timelineCaption',
        },
        { type: 'paragraph', text: 'help.deviceBackups.howLong.p2' },
        { type: 'paragraph', text: 'help.deviceBackups.howLong.p3' },
        { type: 'paragraph', text: { key: 'help.deviceBackups.howLong.p4', links: temporaryBackupLink } },
      ],
    },
  ],
};
