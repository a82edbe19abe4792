import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { CookieEntry } from '../cookie-catalogue';
import { CookieTable } from './cookie-table';
import styles from './cookie-settings-dialog.module.css';

export interface CookieSectionProps {
  title: string;
  description: string;
  /** "Always on", or the switch of an optional category. */
  control: ReactNode;
  entries: readonly CookieEntry[];
}

/** One category in cookie management, with its 'view cookies' / 'hide cookies' table. */
export function CookieSection({ title, description, control, entries }: CookieSectionProps) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const titleId = useId();
  const tableId = useId();

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {title}
        </h3>
        {control}
      </div>
      <p className={styles.sectionText}>{description}</p>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? tableId : undefined}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        {isExpanded ? t('cookies.settings.hideCookies') : t('cookies.settings.viewCookies')}
        {' '}
        <VisuallyHidden>– {title}</VisuallyHidden>
      </button>
      {isExpanded && <CookieTable id={tableId} caption={title} entries={entries} />}
    </section>
  );
}
