import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { HelpPageContent } from '../help-content';

/** Spec §2 Help pages, topic 2: the overview of the cloud service (/info), 11 questions. */
export const overviewHelp: HelpPageContent = {
  id: 'overview',
  route: PortalRoutes.infoOverview,
  titleKey: 'help.overview.title',
  subtitleKey: 'help.overview.subtitle',
  descriptionKey: 'help.overview.description',
  icon: 'cloud',
  questions: [
    {
      id: 'what-is',
      questionKey: 'help.overview.whatIs.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.whatIs.p1' },
        { type: 'paragraph', text: 'help.overview.whatIs.p2' },
        {
          type: 'bulletList',
          items: [
            'help.overview.whatIs.can.backups',
            'help.overview.whatIs.can.sync',
            'help.overview.whatIs.can.gallery',
            'help.overview.whatIs.can.devices',
            'help.overview.whatIs.can.encryption',
            'help.overview.whatIs.can.erase',
          ],
        },
        { type: 'paragraph', text: 'help.overview.whatIs.p3' },
      ],
    },
    {
      id: 'account-needed',
      questionKey: 'help.overview.accountNeeded.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.accountNeeded.p1' },
        { type: 'paragraph', text: 'help.overview.accountNeeded.p2' },
        { type: 'paragraph', text: 'help.overview.accountNeeded.p3' },
      ],
    },
    {
      id: 'remove-account',
      questionKey: 'help.overview.removeAccount.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.removeAccount.p1' },
        { type: 'paragraph', text: 'help.overview.removeAccount.p2' },
        { type: 'paragraph', text: 'help.overview.removeAccount.p3' },
        {
          type: 'dashList',
          items: [
            'help.overview.removeAccount.options.backups',
            'help.overview.removeAccount.options.sync',
            'help.overview.removeAccount.options.erase',
          ],
        },
      ],
    },
    {
      id: 'shortcut',
      questionKey: 'help.overview.shortcut.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.shortcut.p1' },
        {
          type: 'bulletList',
          items: ['help.overview.shortcut.ways.computer', 'help.overview.shortcut.ways.phone'],
        },
        { type: 'paragraph', text: 'help.overview.shortcut.p2' },
        { type: 'paragraph', text: 'help.overview.shortcut.p3' },
      ],
    },
    {
      id: 'lock-message',
      questionKey: 'help.overview.lockMessage.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.lockMessage.p1' },
        { type: 'paragraph', text: 'help.overview.lockMessage.p2' },
        { type: 'paragraph', text: 'help.overview.lockMessage.p3' },
      ],
    },
    {
      id: 'blocked-access',
      questionKey: 'help.overview.blockedAccess.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.blockedAccess.p1' },
        {
          type: 'bulletList',
          items: [
            'help.overview.blockedAccess.reasons.restricted',
            'help.overview.blockedAccess.reasons.noPermission',
            'help.overview.blockedAccess.reasons.verification',
            'help.overview.blockedAccess.reasons.signedOut',
          ],
        },
        { type: 'paragraph', text: 'help.overview.blockedAccess.p2' },
      ],
    },
    {
      id: 'language',
      questionKey: 'help.overview.language.question',
      blocks: [
        {
          type: 'numberedList',
          items: [
            'help.overview.language.steps.open',
            'help.overview.language.steps.region',
            'help.overview.language.steps.language',
          ],
        },
        { type: 'paragraph', text: 'help.overview.language.p1' },
        { type: 'paragraph', text: 'help.overview.language.p2' },
      ],
    },
    {
      id: 'data-after-service-end',
      questionKey: 'help.overview.dataAfterServiceEnd.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.dataAfterServiceEnd.p1' },
        {
          type: 'bulletList',
          items: [
            'help.overview.dataAfterServiceEnd.effects.cloud',
            'help.overview.dataAfterServiceEnd.effects.devices',
            'help.overview.dataAfterServiceEnd.effects.otherServices',
          ],
        },
        {
          type: 'paragraph',
          text: { key: 'help.overview.dataAfterServiceEnd.p2', links: { gallery: { to: PortalRoutes.infoGallery } } },
        },
      ],
    },
    {
      id: 'reuse',
      questionKey: 'help.overview.reuse.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.reuse.p1' },
        { type: 'paragraph', text: 'help.overview.reuse.p2' },
        { type: 'paragraph', text: 'help.overview.reuse.p3' },
      ],
    },
    {
      id: 'notifications',
      questionKey: 'help.overview.notifications.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.notifications.p1' },
        {
          type: 'bulletList',
          items: [
            'help.overview.notifications.examples.expiring',
            'help.overview.notifications.examples.temporary',
            'help.overview.notifications.examples.timeout',
          ],
        },
        { type: 'paragraph', text: 'help.overview.notifications.p2' },
      ],
    },
    {
      id: 'no-device',
      questionKey: 'help.overview.noDevice.question',
      blocks: [
        { type: 'paragraph', text: 'help.overview.noDevice.p1' },
        { type: 'paragraph', text: 'help.overview.noDevice.p2' },
        { type: 'paragraph', text: { key: 'help.overview.noDevice.p3', links: { e2ee: { to: PortalRoutes.infoE2ee } } } },
      ],
    },
  ],
};
