import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/i18n/use-formatters';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { useGetIncompletedTasksQuery } from '@/lib/shared-api/get-incompleted-tasks';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { PageSection } from '@/ui/page-layout';
import { useErasedDataNames } from '../use-erased-data-names';
import styles from './erasure-page.module.css';

/**
 * The erasure requests not carried out yet (spec §7 `GET /lgi/eos/v1/task/incompleted`): what
 * each erases, when it was made, and the date it expires by (30 days after it started, §9).
 */
export function ErasureRequests() {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const tasks = useGetIncompletedTasksQuery();
  const namesOf = useErasedDataNames();
  const status = loadStatusOf(tasks);

  let body;
  if (status === 'error') {
    body = (
      <LoadError message={t('erasure.requests.failed')} retryLabel={t('erasure.retry')} onRetry={() => retryFailed(tasks)} />
    );
  } else if (!tasks.data) {
    body = <Skeleton label={t('erasure.requests.loading')} lines={2} />;
  } else if (tasks.data.length === 0) {
    body = <p className={styles.muted}>{t('erasure.requests.empty')}</p>;
  } else {
    body = (
      <ul className={styles.requests}>
        {tasks.data.map((task) => (
          <li key={task.referenceId} className={styles.request}>
            <span className={styles.requestNames}>{namesOf(task.cids)}</span>
            <span className={styles.muted}>
              {t('erasure.requests.requested', {
                date: formatDate(task.startedAt, { withYear: true }),
              })}
            </span>
            <span>
              {t('erasure.requests.expires', {
                date: formatDate(task.expiryAt, { withYear: true }),
              })}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageSection headingId="erasure-requests-heading" heading={t('erasure.requests.heading')}>
      {body}
    </PageSection>
  );
}
