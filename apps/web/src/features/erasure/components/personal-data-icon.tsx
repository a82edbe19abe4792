import type { ReactNode } from 'react';
import { IconTile } from '@/ui/icon-tile';

/** Line drawings on a 24-unit grid, by the icon name the domain gives each category. */
const PATHS: Readonly<Record<string, ReactNode>> = {
  ic_calendar: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M8 3v4M16 3v4" />
    </>
  ),
  ic_contacts: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </>
  ),
  ic_notes: <path d="M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4" />,
  ic_memo: <path d="M5 4h14v12l-4 4H5zM15 20v-4h4M8 9h8M8 13h5" />,
  ic_reminder: (
    <>
      <circle cx="12" cy="13" r="7" />
      <path d="M9 13l2 2 4-4M9 3h6" />
    </>
  ),
  ic_internet: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M4 12h16M12 4c3 3 3 13 0 16M12 4c-3 3-3 13 0 16" />
    </>
  ),
  ic_pass: (
    <>
      <rect x="5" y="10" width="14" height="10" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v2" />
    </>
  ),
  ic_health: <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />,
  ic_wifi: (
    <path d="M3 9a13 13 0 0 1 18 0M6 12.5a8.5 8.5 0 0 1 12 0M9 16a4 4 0 0 1 6 0M12 19.5h.01" />
  ),
  ic_bluetooth: <path d="M7 7l10 10-5 4V3l5 4L7 17" />,
  ic_emoji_avatar: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M8.5 14a4 4 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  ic_gallery: (
    <>
      <rect x="4" y="5" width="16" height="14" rx="2" />
      <path d="M4 16l5-5 4 4 2-2 5 5" />
      <circle cx="15.5" cy="9" r="1.5" />
    </>
  ),
};

/** A category's icon. Decorative: the category's name is always written beside it. */
export function PersonalDataIcon({ icon }: { icon: string }) {
  return <IconTile strokeWidth={1.6}>{PATHS[icon] ?? <circle cx="12" cy="12" r="8" />}</IconTile>;
}
