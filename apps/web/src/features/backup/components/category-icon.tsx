import type { ReactNode } from 'react';
import type { BackupCategoryId } from '@cloud-portal/domain/backup-categories';
import { IconTile } from '@/ui/icon-tile';

/** Line drawings on a 24-unit grid, one per device-backup category (spec §3). */
const PATHS: Record<BackupCategoryId, ReactNode> = {
  phone: (
    <path d="M6.6 3.5l2.6-.5 1.6 4-2 1.4a11 11 0 0 0 6.8 6.8l1.4-2 4 1.6-.5 2.6a2 2 0 0 1-2 1.6A16 16 0 0 1 5 5.5a2 2 0 0 1 1.6-2z" />
  ),
  messages: <path d="M4 5h16v11H9l-5 4z" />,
  contacts: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </>
  ),
  calendar: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M8 3v4M16 3v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="13" r="7" />
      <path d="M12 9v4l3 2M5 4L3 6M19 4l2 2" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    </>
  ),
  homeScreen: <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5" />,
  apps: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1.5" />
      <rect x="14" y="4" width="6" height="6" rx="1.5" />
      <rect x="4" y="14" width="6" height="6" rx="1.5" />
      <rect x="14" y="14" width="6" height="6" rx="1.5" />
    </>
  ),
  voiceRecorder: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M6 11a6 6 0 0 0 12 0M12 17v4" />
    </>
  ),
};

/** The icon of a category. Decorative: the category's name is always written beside it. */
export function CategoryIcon({ category }: { category: BackupCategoryId }) {
  return <IconTile strokeWidth={1.75}>{PATHS[category]}</IconTile>;
}
