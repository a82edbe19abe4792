import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { HelpPageContent } from '../help-content';
import extensionIllustration from '../illustrations/temporary-backup-extension.svg';

/** Spec §2 Help pages, topic 1: temporary cloud backup, 5 questions. It links to device-backup help. */
export const temporaryBackupHelp: HelpPageContent = {
  id: 'temporaryBackup',
  route: PortalRoutes.infoCloudTemporaryBackup,
  titleKey: 'help.temporaryBackup.title',
  subtitleKey: 'help.temporaryBackup.subtitle',
  descriptionKey: 'help.temporaryBackup.description',
  icon: 'temporaryBackup',
  questions: [
    {
      id: 'difference',
      questionKey: 'help.temporaryBackup.difference.question',
      blocks: [
        { type: 'paragraph', text: 'help.temporaryBackup.difference.p1' },
        {
          type: 'bulletList',
          items: [
            'help.temporaryBackup.difference.kinds.standard',
            'help.temporaryBackup.difference.kinds.temporary',
            'help.temporaryBackup.difference.kinds.extend',
          ],
        },
        {
          type: 'image',
          src: extensionIllustration,
          width: 680,
          height: 180,
          altKey: 'help.temporaryBackup.difference.timelineAlt',
          captionKey: 'help.temporaryBackup.difference.timelineCaption',
        },
        {
          type: 'link',
          to: PortalRoutes.infoDeviceBackups,
          labelKey: 'help.temporaryBackup.difference.deviceBackupsLink',
        },
      ],
    },
    {
      id: 'check',
      questionKey: 'help.temporaryBackup.check.question',
      blocks: [
        {
          type: 'numberedList',
          items: [
            'help.temporaryBackup.check.steps.signIn',
            'help.temporaryBackup.check.steps.open',
            'help.temporaryBackup.check.steps.read',
          ],
        },
        { type: 'paragraph', text: 'help.temporaryBackup.check.p1' },
        { type: 'paragraph', text: 'help.temporaryBackup.check.p2' },
      ],
    },
    {
      id: 'restore',
      questionKey: 'help.temporaryBackup.restore.question',
      blocks: [
        { type: 'paragraph', text: 'help.temporaryBackup.restore.p1' },
        {
          type: 'numberedList',
          items: [
            'help.temporaryBackup.restore.steps.prepare',
            'help.temporaryBackup.restore.steps.open',
            'help.temporaryBackup.restore.steps.choose',
            'help.temporaryBackup.restore.steps.wait',
          ],
        },
        { type: 'paragraph', text: 'help.temporaryBackup.restore.p2' },
      ],
    },
    {
      id: 'not-working',
      questionKey: 'help.temporaryBackup.notWorking.question',
      blocks: [
        { type: 'paragraph', text: 'help.temporaryBackup.notWorking.p1' },
        {
          type: 'dashList',
          items: [
            'help.temporaryBackup.notWorking.checks.network',
            'help.temporaryBackup.notWorking.checks.account',
            'help.temporaryBackup.notWorking.checks.space',
            'help.temporaryBackup.notWorking.checks.expiry',
            'help.temporaryBackup.notWorking.checks.software',
          ],
        },
        { type: 'paragraph', text: 'help.temporaryBackup.notWorking.p2' },
      ],
    },
    {
      id: 'cannot-find',
      questionKey: 'help.temporaryBackup.cannotFind.question',
      blocks: [
        {
          type: 'bulletList',
          items: [
            'help.temporaryBackup.cannotFind.reasons.expired',
            'help.temporaryBackup.cannotFind.reasons.account',
            'help.temporaryBackup.cannotFind.reasons.deleted',
            'help.temporaryBackup.cannotFind.reasons.unfinished',
            'help.temporaryBackup.cannotFind.reasons.tab',
          ],
        },
        {
          type: 'paragraph',
          text: {
            key: 'help.temporaryBackup.cannotFind.p1',
            links: { deviceBackups: { to: PortalRoutes.infoDeviceBackups } },
          },
        },
      ],
    },
  ],
};
