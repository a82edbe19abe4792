import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@cloud-portal/domain/size-format';
import { useAppSelector } from '@/app/hooks';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { useGetQuotaUsageQuery } from '@/lib/shared-api/get-quota-usage';
import { selectLanguage } from '@/stores/preferences-slice';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Switch } from '@/ui/switch';
import { summarizeStorageUsage } from '../storage-usage-summary';
import styles from './storage-usage-card.module.css';

/**
 * As tall as the card is once loaded, so nothing below it moves when it loads. Wide, the
 * used-of-total line takes two lines in the system font (a first visit whose web fonts came
 * too late for the first paint keeps it), hence the extra room. The quota toggle's footer
 * line adds 2.25rem (the card's gap and one line of text).
 */
const RESERVED_HEIGHT = { narrow: '19.75rem', wide: '22.25rem' };

/**
 * The home dashboard's storage card: used of total, a usage bar, the biggest kinds of data.
 * Its quota toggle (spec §9) shows the details instead: every kind of data with its items and
 * size, and the space left.
 */
export function StorageUsageCard() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const quota = useGetQuotaUsageQuery();
  const status = loadStatusOf(quota);
  const [showDetails, setShowDetails] = useState(false);

  if (status !== 'ready' || quota.data === undefined) {
    return (
      <Card reservedHeight={RESERVED_HEIGHT} title={t('storage.card.title')} busy={status === 'loading'}>
        {status === 'loading' ? (
          <Skeleton label={t('storage.card.loading')} />
        ) : (
          <LoadError
            message={t('storage.card.error')}
            retryLabel={t('storage.retry')}
            onRetry={() => retryFailed(quota)}
          />
        )}
      </Card>
    );
  }

  const summary = summarizeStorageUsage(quota.data);
  const size = (bytes: number) => formatSize(bytes, { locale: language }).text;
  const used = size(summary.used);
  const total = size(summary.total);
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(summary.fraction);
  const percentValue = Math.round(summary.fraction * 100);

  const kinds = showDetails ? summary.kinds : summary.biggest;

  return (
    <Card
      reservedHeight={RESERVED_HEIGHT}
      title={t('storage.card.title')}
      footer={
        <Switch
          size="compact"
          label={t('storage.card.showAll')}
          checked={showDetails}
          onCheckedChange={setShowDetails}
        />
      }
    >
      <p className={styles.used}>{t('storage.card.used', { used, total })}</p>
      <div
        className={styles.meter}
        role="meter"
        aria-label={t('storage.card.meterLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentValue}
        aria-valuetext={t('storage.card.meterValue', { percent, used, total })}
      >
        <span className={styles.meterFill} style={{ inlineSize: `${percentValue}%` }} />
      </div>
      {kinds.length === 0 && <p className={styles.muted}>{t('storage.card.empty')}</p>}
      {(kinds.length > 0 || showDetails) && (
        <>
          <h3 className={styles.subtitle}>
            {showDetails ? t('storage.card.all') : t('storage.card.biggest')}
          </h3>
          <ul className={styles.categories}>
            {kinds.map((category) => (
              <li key={category.cidType} className={styles.category}>
                <span>{t(`storage.category.${category.cidType}`)}</span>
                <span className={styles.categorySize}>
                  {showDetails && (
                    <span className={styles.count}>
                      {t('storage.card.items', { count: category.count })}
                    </span>
                  )}
                  {size(category.size)}
                </span>
              </li>
            ))}
            {showDetails && (
              <li className={`${styles.category} ${styles.free}`}>
                <span>{t('storage.card.free')}</span>
                <span className={styles.categorySize}>{size(summary.free)}</span>
              </li>
            )}
          </ul>
        </>
      )}
    </Card>
  );
}
