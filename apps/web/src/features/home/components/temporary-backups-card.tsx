import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useFormatters } from '@/i18n/use-formatters';
import { loadStatusOf, retryFailed, type QueryResult } from '@/lib/api/query-status';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import styles from './home-cards.module.css';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '11rem', wide: '13.5rem' };

export interface TemporaryBackupsCardProps {
  /** GET /ctb/csweb/backups; the backup feature owns the call, the app layer hands its result in. */
  query: QueryResult<ReadonlyArray<{ id: string; expiryAt: number }>>;
}

/** The home dashboard's temporary backups card: how many, and when the first one expires. */
export function TemporaryBackupsCard({ query }: TemporaryBackupsCardProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const status = loadStatusOf(query);
  const footer = <Link to={PortalRoutes.backup}>{t('home.temporaryBackups.link')}</Link>;

  if (status !== 'ready' || query.data === undefined) {
    return (
      <Card reservedHeight={RESERVED_HEIGHT} title={t('home.temporaryBackups.title')} busy={status === 'loading'} footer={footer}>
        {status === 'loading' ? (
          <Skeleton label={t('home.temporaryBackups.loading')} lines={2} />
        ) : (
          <LoadError
            message={t('home.temporaryBackups.error')}
            retryLabel={t('home.retry')}
            onRetry={() => retryFailed(query)}
          />
        )}
      </Card>
    );
  }

  const backups = query.data;
  const soonest =
    backups.length === 0 ? null : Math.min(...backups.map((backup) => backup.expiryAt));
  return (
    <Card reservedHeight={RESERVED_HEIGHT} title={t('home.temporaryBackups.title')} footer={footer}>
      {soonest === null ? (
        <p className={styles.muted}>{t('home.temporaryBackups.empty')}</p>
      ) : (
        <>
          <p className={styles.figure}>
            {t('home.temporaryBackups.count', { count: backups.length })}
          </p>
          <p>
            {t('home.temporaryBackups.soonestExpiry', {
              date: formatDate(soonest, { withYear: true }),
            })}
          </p>
        </>
      )}
    </Card>
  );
}
