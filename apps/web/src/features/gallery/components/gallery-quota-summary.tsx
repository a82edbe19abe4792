import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryQuota } from '@cloud-portal/contract/gallery';
import { formatSize } from '@cloud-portal/domain/size-format';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/stores/preferences-slice';
import styles from './gallery-quota-summary.module.css';

/** How much of its storage Gallery uses, and how many photos it holds. */
export function GalleryQuotaSummary({ quota }: { quota: GalleryQuota }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const headingId = useId();
  const used = formatSize(quota.usage, { locale: language }).text;
  const limit = formatSize(quota.limit, { locale: language }).text;
  const ratio = quota.limit > 0 ? Math.min(1, quota.usage / quota.limit) : 0;
  const usedText = t('gallery.page.storageUsed', { used, limit });

  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('gallery.page.storageHeading')}
      </h2>
      <p>{usedText}</p>
      <div
        className={styles.bar}
        role="meter"
        aria-label={t('gallery.page.storageHeading')}
        aria-valuemin={0}
        aria-valuemax={quota.limit}
        aria-valuenow={Math.min(quota.usage, quota.limit)}
        aria-valuetext={usedText}
      >
        <span className={styles.fill} style={{ inlineSize: `${(ratio * 100).toFixed(2)}%` }} />
      </div>
      <p className={styles.count}>{t('gallery.page.photoCount', { count: quota.photoCount })}</p>
    </section>
  );
}
