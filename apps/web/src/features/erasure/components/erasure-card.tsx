import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { useGetIncompletedTasksQuery } from '@/lib/shared-api/get-incompleted-tasks';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '10rem', wide: '11rem' };

/**
 * The home dashboard's way to the erasure screen (the spec gives that screen no entry
 * point: docs/decisions.md), with the number of erasure requests still in progress.
 */
export function ErasureCard() {
  const { t } = useTranslation();
  const tasks = useGetIncompletedTasksQuery();
  const status = loadStatusOf(tasks);
  const footer = <Link to={PortalRoutes.erasure}>{t('erasure.card.link')}</Link>;

  if (status !== 'ready' || tasks.data === undefined) {
    return (
      <Card reservedHeight={RESERVED_HEIGHT} title={t('erasure.heading')} busy={status === 'loading'} footer={footer}>
        {status === 'loading' ? (
          <Skeleton label={t('erasure.requests.loading')} lines={2} />
        ) : (
          <LoadError
            message={t('erasure.requests.failed')}
            retryLabel={t('erasure.retry')}
            onRetry={() => retryFailed(tasks)}
          />
        )}
      </Card>
    );
  }

  return (
    <Card reservedHeight={RESERVED_HEIGHT} title={t('erasure.heading')} footer={footer}>
      <p>
        {tasks.data.length > 0
          ? t('erasure.card.pending', { count: tasks.data.length })
          : t('erasure.requests.empty')}
      </p>
    </Card>
  );
}
