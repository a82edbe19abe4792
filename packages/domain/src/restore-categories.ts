/**
 * Restore/transfer categories of a temporary backup (spec §3, §9). The server tags each item
 * with a group; a category gathers one or more groups (apps also takes the downloaded apps).
 */

export const RESTORE_GROUPS = [
  'UI_CONTACT',
  'UI_MESSAGE',
  'UI_APPS',
  'DOWNLOAD_APPS',
  'UI_WEARABLE',
  'SECUREFOLDER_SELF',
  'UI_HOMESCREEN',
  'UI_SETTING',
  'UI_IMAGE',
  'UI_VIDEO',
  'UI_AUDIO',
  'UI_DOCUMENT',
] as const;

export type RestoreGroup = (typeof RESTORE_GROUPS)[number];

export const RESTORE_CATEGORY_IDS = [
  'contacts',
  'messages',
  'apps',
  'wearable',
  'secureFolder',
  'homeScreen',
  'settingsPermission',
  'images',
  'videos',
  'audio',
  'documents',
] as const;

export type RestoreCategoryId = (typeof RESTORE_CATEGORY_IDS)[number];

export interface RestoreCategoryDefinition {
  id: RestoreCategoryId;
  groups: readonly RestoreGroup[];
  /** Icon names of spec §9. */
  icon: string;
  nameKey: string;
}

function define(
  id: RestoreCategoryId,
  groups: readonly RestoreGroup[],
  icon: string,
): RestoreCategoryDefinition {
  return { id, groups, icon, nameKey: `backup.restoreCategory.${id}.name` };
}

// Contacts covers calls and contacts, hence its icon. The wearable companion app's own icon
// is 'galaxy_wearable' (§9); the category uses the generic 'ic_wear' like its siblings.
export const RESTORE_CATEGORIES: Readonly<Record<RestoreCategoryId, RestoreCategoryDefinition>> = {
  contacts: define('contacts', ['UI_CONTACT'], 'calls_contacts'),
  messages: define('messages', ['UI_MESSAGE'], 'ic_message'),
  apps: define('apps', ['UI_APPS', 'DOWNLOAD_APPS'], 'ic_apps'),
  wearable: define('wearable', ['UI_WEARABLE'], 'ic_wear'),
  secureFolder: define('secureFolder', ['SECUREFOLDER_SELF'], 'ic_secure_folder'),
  homeScreen: define('homeScreen', ['UI_HOMESCREEN'], 'ic_home'),
  settingsPermission: define('settingsPermission', ['UI_SETTING'], 'ic_setting'),
  images: define('images', ['UI_IMAGE'], 'ic_image'),
  videos: define('videos', ['UI_VIDEO'], 'ic_video'),
  audio: define('audio', ['UI_AUDIO'], 'ic_audio'),
  documents: define('documents', ['UI_DOCUMENT'], 'ic_document'),
};

const CATEGORY_BY_GROUP: ReadonlyMap<string, RestoreCategoryId> = new Map(
  RESTORE_CATEGORY_IDS.flatMap((id) =>
    RESTORE_CATEGORIES[id].groups.map((group) => [group, id] as const),
  ),
);

export function restoreCategoryOfGroup(group: string): RestoreCategoryId | undefined {
  return CATEGORY_BY_GROUP.get(group);
}

export interface RestoreCategorySize {
  id: RestoreCategoryId;
  size: number;
  itemCount: number;
}

/**
 * Total size and item count per category, in display order. Items of unknown groups are
 * ignored (as unknown backup cids are) and empty categories left out.
 */
export function sizeByRestoreCategory(
  items: ReadonlyArray<{ group: string; size: number }>,
): RestoreCategorySize[] {
  const totals = new Map<RestoreCategoryId, RestoreCategorySize>();
  for (const item of items) {
    const id = restoreCategoryOfGroup(item.group);
    if (id === undefined) continue;
    const total = totals.get(id) ?? { id, size: 0, itemCount: 0 };
    totals.set(id, { id, size: total.size + item.size, itemCount: total.itemCount + 1 });
  }
  return RESTORE_CATEGORY_IDS.flatMap((id) => totals.get(id) ?? []);
}
