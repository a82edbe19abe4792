import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CookieDuration, CookieEntry } from '../cookie-catalogue';
import styles from './cookie-table.module.css';

export interface CookieTableProps {
  id?: string;
  caption: string;
  entries: readonly CookieEntry[];
}

/** '730 days', '5 minutes' in the language in use (Intl knows every language's plural forms). */
function durationText(duration: CookieDuration, language: string, t: TFunction): string {
  if (duration.unit === 'browserSession' || duration.unit === 'untilDeleted') {
    return t(`cookies.table.durations.${duration.unit}`);
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: duration.unit, unitDisplay: 'long' }).format(
    duration.count,
  );
}

/**
 * One category's cookies (spec §2 Cookie management: names and domains), with what each is
 * for and how long it is kept.
 */
export function CookieTable({ id, caption, entries }: CookieTableProps) {
  const { t, i18n } = useTranslation();
  const host = window.location.hostname;
  return (
    <table id={id} className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cookies.table.name')}</th>
          <th scope="col">{t('cookies.table.purpose')}</th>
          <th scope="col">{t('cookies.table.duration')}</th>
          <th scope="col">{t('cookies.table.domain')}</th>
          <th scope="col">{t('cookies.table.kind')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <th scope="row" className={styles.name}>
              {entry.name}
            </th>
            <td className={styles.purpose}>{t(`cookies.purposes.${entry.purpose}`)}</td>
            <td>{durationText(entry.duration, i18n.language, t)}</td>
            <td className={styles.domain}>{host}</td>
            <td>{t(`cookies.table.kinds.${entry.kind}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
