import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { E2EE_POLICY_CONTENT_IDS } from '@cloud-portal/domain/e2ee-policy-contents';
import { isKnownSyncCid } from '@cloud-portal/domain/sync-apps';
import type { HelpKey, HelpPageContent } from '../help-content';

/**
 * The kinds of data E2EE protects, one item per content id of the portal's fixed list of 26
 * (spec §5), in the list's order: the device-backup ones, then the synced apps.
 */
const BACKUP_CONTENT_KEYS = E2EE_POLICY_CONTENT_IDS.filter((id) => !isKnownSyncCid(id)).map(
  (id): HelpKey => `help.e2ee.protectedData.backupContent.${id}`,
);
const SYNC_CONTENT_KEYS = E2EE_POLICY_CONTENT_IDS.filter((id) => isKnownSyncCid(id)).map(
  (id): HelpKey => `help.e2ee.protectedData.syncContent.${id}`,
);

/** Spec §2 Help pages, topic 6: end-to-end encryption, 10 questions. */
export const e2eeHelp: HelpPageContent = {
  id: 'e2ee',
  route: PortalRoutes.infoE2ee,
  titleKey: 'help.e2ee.title',
  subtitleKey: 'help.e2ee.subtitle',
  descriptionKey: 'help.e2ee.description',
  icon: 'encryption',
  questions: [
    {
      id: 'what-is',
      questionKey: 'help.e2ee.whatIs.question',
      blocks: [
        { type: 'paragraph', text: 'help.e2ee.whatIs.p1' },
        { type: 'paragraph', text: 'help.e2ee.whatIs.p2' },
      ],
    },
    {
      id: 'protected-data',
      questionKey: 'help.e2ee.protectedData.question',
      blocks: [
        { type: 'paragraph', text: 'help.e2ee.protectedData.p1' },
        { type: 'bulletList', items: BACKUP_CONTENT_KEYS },
        { type: 'paragraph', text: 'help.e2ee.protectedData.p2' },
        { type: 'bulletList', items: SYNC_CONTENT_KEYS },
        { type: 'paragraph', text: 'help.e2ee.protectedData.p3' },
      ],
    },
    {
      id: 'turn-on',
      questionKey: 'help.e2ee.turnOn.question',
      blocks: [
        {
          type: 'numberedList',
          items: [
            'help.e2ee.turnOn.steps.open',
            'help.e2ee.turnOn.steps.choose',
            'help.e2ee.turnOn.steps.save',
            'help.e2ee.turnOn.steps.otherDevices',
          ],
        },
        { type: 'paragraph', text: 'help.e2ee.turnOn.p1' },
      ],
    },
    {
      id: 'recovery-code',
      questionKey: 'help.e2ee.recoveryCode.question',
      blocks: [
        { type: 'paragraph', text: 'help.e2ee.recoveryCode.p1' },
        {
          type: 'bulletList',
          items: [
            'help.e2ee.recoveryCode.tips.save',
            'help.e2ee.recoveryCode.tips.share',
            'help.e2ee.recoveryCode.tips.needed',
            'help.e2ee.recoveryCode.tips.lost',
          ],
        },
        { type: 'paragraph', text: 'help.e2ee.recoveryCode.p2' },
      ],
    },
    {
      id: 'new-device',
      questionKey: 'help.e2ee.newDevice.question',
      blocks: [
        {
          type: 'numberedList',
          items: ['help.e2ee.newDevice.steps.signIn', 'help.e2ee.newDevice.steps.confirm', 'help.e2ee.newDevice.steps.restore'],
        },
        {
          type: 'paragraph',
          text: { key: 'help.e2ee.newDevice.p1', links: { lostAccess: { to: `${PortalRoutes.infoE2ee}?q=lost-access` } } },
        },
      ],
    },
    {
      id: 'lost-access',
      questionKey: 'help.e2ee.lostAccess.question',
      blocks: [
        { type: 'paragraph', text: 'help.e2ee.lostAccess.p1' },
        {
          type: 'numberedList',
          items: ['help.e2ee.lostAccess.steps.open', 'help.e2ee.lostAccess.steps.reset', 'help.e2ee.lostAccess.steps.setUp'],
        },
        { type: 'paragraph', text: 'help.e2ee.lostAccess.p2' },
      ],
    },
    {
      id: 'encrypted-label',
      questionKey: 'help.e2ee.encryptedLabel.question',
      blocks: [
        { type: 'paragraph', text: 'help.e2ee.encryptedLabel.p1' },
        { type: 'paragraph', text: 'help.e2ee.encryptedLabel.p2' },
      ],
    },
    {
      id: 'devices',
      questionKey: 'help.e2ee.devices.question',
      blocks: [
        { type: 'paragraph', text: 'help.e2ee.devices.p1' },
        { type: 'paragraph', text: 'help.e2ee.devices.p2' },
      ],
    },
    {
      id: 'turn-off',
      questionKey: 'help.e2ee.turnOff.question',
      blocks: [
        { type: 'paragraph', text: 'help.e2ee.turnOff.p1' },
        { type: 'paragraph', text: 'help.e2ee.turnOff.p2' },
      ],
    },
    {
      id: 'delete-protected',
      questionKey: 'help.e2ee.deleteProtected.question',
      blocks: [
        { type: 'paragraph', text: 'help.e2ee.deleteProtected.p1' },
        { type: 'paragraph', text: 'help.e2ee.deleteProtected.p2' },
      ],
    },
  ],
};
