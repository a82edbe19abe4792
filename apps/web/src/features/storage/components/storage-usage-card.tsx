import { useTranslation } from 'react-i18next';
import { formatSize } from '@cloud-portal/domain/size-format';
import { useAppSelector } from '@/app/hooks';
import { loadStatusOf, retryFailed } from '@/lib/query-status';
import { useGetQuotaUsageQuery } from '@/lib/shared-api/get-quota-usage';
import { selectLanguage } from '@/stores/preferences-slice';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { summarizeStorageUsage } from '../storage-usage-summary';
import styles from './storage-usage-card.module.css';

/**
 * As tall as the card is once loaded, so nothing below it moves when it loads. Wide, the
 * used-of-total line takes two lines in the system font (a first visit whose web fonts came
 * too late for the first paint keeps it), hence the extra room.
 */
const RESERVED_HEIGHT = { narrow: '17.5rem', wide: '20rem' };

/** The home dashboard's storage card: used of total, a usage bar, the biggest kinds of data. */
export function StorageUsageCard() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const quota = useGetQuotaUsageQuery();
  const status = loadStatusOf(quota);

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

  return (
    <Card reservedHeight={RESERVED_HEIGHT} title={t('storage.card.title')}>
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
      {summary.biggest.length === 0 ? (
        <p className={styles.muted}>{t('storage.card.empty')}</p>
      ) : (
        <>
          <h3 className={styles.subtitle}>{t('storage.card.biggest')}</h3>
          <ul className={styles.categories}>
            {summary.biggest.map((category) => (
              <li key={category.cidType} className={styles.category}>
                <span>{t(`storage.category.${category.cidType}`)}</span>
                <span className={styles.categorySize}>{size(category.size)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
