import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { formatSize } from '@cloud-portal/domain/size-format';
import { useAppSelector } from '@/app/hooks';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import {
  incompleteCidsOf,
  useGetIncompletedTasksQuery,
} from '@/lib/shared-api/get-incompleted-tasks';
import { useGetQuotaUsageQuery } from '@/lib/shared-api/get-quota-usage';
import { selectLanguage } from '@/stores/preferences-slice';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { syncedAppsOverview } from '../synced-apps-overview';
import styles from './synced-apps-card.module.css';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '11rem', wide: '12rem' };

/** The home dashboard's synced apps card: how many apps sync, and how much they hold. */
export function SyncedAppsCard() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const quota = useGetQuotaUsageQuery();
  const tasks = useGetIncompletedTasksQuery();
  const status = loadStatusOf(quota, tasks);
  const footer = <Link to={PortalRoutes.sync}>{t('sync.card.link')}</Link>;

  if (status !== 'ready' || quota.data === undefined) {
    return (
      <Card reservedHeight={RESERVED_HEIGHT} title={t('sync.card.title')} busy={status === 'loading'} footer={footer}>
        {status === 'loading' ? (
          <Skeleton label={t('sync.card.loading')} lines={2} />
        ) : (
          <LoadError
            message={t('sync.card.error')}
            retryLabel={t('sync.retry')}
            onRetry={() => retryFailed(quota, tasks)}
          />
        )}
      </Card>
    );
  }

  const overview = syncedAppsOverview(quota.data, [], incompleteCidsOf(tasks.data));
  return (
    <Card reservedHeight={RESERVED_HEIGHT} title={t('sync.card.title')} footer={footer}>
      {overview.apps.length === 0 ? (
        <p className={styles.muted}>{t('sync.card.empty')}</p>
      ) : (
        <>
          <p className={styles.figure}>
            {t('sync.card.total', {
              size: formatSize(overview.totalSize, { locale: language }).text,
            })}
          </p>
          <p>{t('sync.card.apps', { count: overview.apps.length })}</p>
        </>
      )}
    </Card>
  );
}
