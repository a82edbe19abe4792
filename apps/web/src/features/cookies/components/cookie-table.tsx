import { useTranslation } from 'react-i18next';
import type { CookieEntry } from '../cookie-catalogue';
import styles from './cookie-table.module.css';

export interface CookieTableProps {
  id?: string;
  caption: string;
  entries: readonly CookieEntry[];
}

/** Names and domains of one category's cookies (spec §2 Cookie management). */
export function CookieTable({ id, caption, entries }: CookieTableProps) {
  const { t } = useTranslation();
  const host = window.location.hostname;
  return (
    <table id={id} className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cookies.table.name')}</th>
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
            <td>{host}</td>
            <td>{t(`cookies.table.kinds.${entry.kind}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
