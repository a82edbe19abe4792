import type { ReactNode } from 'react';
import { LineIcon } from '@/ui/line-icon';
import type { HelpIconName } from '../help-content';

/** Drawings of 24 × 24 in the current text colour, so high contrast recolours them. */
const SHAPES: Readonly<Record<HelpIconName, ReactNode>> = {
  cloud: <path d="M7 19h10.5a4.5 4.5 0 0 0 .6-8.96A6 6 0 0 0 6.4 9.1 5 5 0 0 0 7 19z" />,
  gallery: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="M4 18l5-5 3 3 3.5-4 4.5 5" />
    </>
  ),
  sync: (
    <>
      <path d="M4.5 12a7.5 7.5 0 0 1 13-5.1M19.5 12a7.5 7.5 0 0 1-13 5.1" />
      <path d="M18 3v4h-4M6 21v-4h4" />
    </>
  ),
  backup: (
    <>
      <path d="M7 19h10.5a4.5 4.5 0 0 0 .6-8.96A6 6 0 0 0 6.4 9.1 5 5 0 0 0 7 19z" />
      <path d="M12 16v-5m-2.5 2.5L12 11l2.5 2.5" />
    </>
  ),
  temporaryBackup: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  encryption: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2" />
    </>
  ),
};

/** The icon of a help page (spec §2: each page has an icon). Decorative: the title names the page. */
export function HelpIcon({ name, className }: { name: HelpIconName; className?: string }) {
  return (
    <LineIcon className={className} size={32} strokeWidth={1.8}>
      {SHAPES[name]}
    </LineIcon>
  );
}
