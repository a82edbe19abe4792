import type { Db } from '../db/database';
import { setE2eeGroups } from '../modules/e2ee/e2ee-service';
import type { DemoSeedContext } from './demo-devices';

/**
 * The demo account's E2EE groups: backups end-to-end encrypted (the tablet's backups are,
 * see demo-devices), synced data not. Each policy also names content ids outside the 26 the
 * portal shows (WALLPAPER, RINGTONE, DOWNLOAD_APPS; keyboard, wifi, pass), so the policy
 * filter is visible in the demo.
 */
export async function seedE2eeDemo(db: Db, ctx: DemoSeedContext): Promise<void> {
  await setE2eeGroups(db, ctx.accountId, [
    {
      e2eeGroupId: 'kps-backup-7f3a91c2',
      type: 'backup',
      state: 'ENABLED',
      policyContents: [
        'CALLLOGS',
        'SMS',
        'MMS',
        'RCSCHAT',
        'WALLPAPER',
        'CONTACT',
        'EVENT',
        'Alarm',
        'RINGTONE',
        'Voice',
        'SETTINGS',
        'HOMESCREEN',
        'DOWNLOAD_APPS',
        'APPS',
      ],
    },
    {
      e2eeGroupId: 'kps-sync-2b64d0e8',
      type: 'sync',
      state: 'DISABLED',
      policyContents: ['contacts', 'calendar', 'keyboard', 'notes', 'reminders', 'wifi', 'internet', 'pass', 'gallery'],
    },
  ]);
}
