/**
 * The content ids an E2EE group's policy may show (spec §5: "only a fixed list of 26 content
 * ids"). The spec does not list them; ours are the backup cids of backup-categories.ts
 * (the named ones plus the main cid of settings, home screen and apps) and the sync cids of
 * sync-apps.ts whose data is personal. Anything else in a policy is not shown.
 */
export const E2EE_POLICY_CONTENT_IDS = [
  // Device backup
  'CALLLOGS',
  'SMS',
  'MMS',
  'MMS2',
  'Chat',
  'RCSCHAT',
  'RCSFT',
  'CONTACT',
  'MyProfile',
  'EVENT',
  'TASK',
  'Alarm',
  'TIMER',
  'WorldClock',
  'clock_settings',
  'bedtime_alarm',
  'Voice',
  'SETTINGS',
  'HOMESCREEN',
  'APPS',
  // Sync
  'contacts',
  'calendar',
  'notes',
  'reminders',
  'internet',
  'gallery',
] as const;

export type E2eePolicyContentId = (typeof E2EE_POLICY_CONTENT_IDS)[number];

export function isE2eePolicyContentId(id: string): id is E2eePolicyContentId {
  return (E2EE_POLICY_CONTENT_IDS as readonly string[]).includes(id);
}

/** Keeps the policy contents the portal shows, in the order the server gave them. */
export function filterE2eePolicyContents<T extends { id: string }>(contents: readonly T[]): T[] {
  return contents.filter((content) => isE2eePolicyContentId(content.id));
}
