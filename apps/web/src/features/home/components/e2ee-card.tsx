import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { useGetE2eeGroupsQuery } from '@/lib/shared-api/get-e2ee-groups';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import styles from './home-cards.module.css';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '12.5rem', wide: '13.5rem' };

const GROUP_TYPES = ['backup', 'sync'] as const;

/** The home dashboard's end-to-end encryption card: on or off, for backups and for synced data. */
export function E2eeCard() {
  const { t } = useTranslation();
  const groups = useGetE2eeGroupsQuery();
  const status = loadStatusOf(groups);
  const footer = <Link to={PortalRoutes.resetEdpStatus}>{t('home.encryption.link')}</Link>;

  if (status !== 'ready' || groups.data === undefined) {
    return (
      <Card reservedHeight={RESERVED_HEIGHT} title={t('home.encryption.title')} busy={status === 'loading'} footer={footer}>
        {status === 'loading' ? (
          <Skeleton label={t('home.encryption.loading')} lines={2} />
        ) : (
          <LoadError
            message={t('home.encryption.error')}
            retryLabel={t('home.retry')}
            onRetry={() => retryFailed(groups)}
          />
        )}
      </Card>
    );
  }

  const list = groups.data;
  const isOn = list.some((group) => group.state === 'ENABLED');
  const types = GROUP_TYPES.filter((type) => list.some((group) => group.type === type));
  const stateOf = (type: (typeof GROUP_TYPES)[number]) =>
    list.some((group) => group.type === type && group.state === 'ENABLED')
      ? t('home.encryption.on')
      : t('home.encryption.off');
  return (
    <Card reservedHeight={RESERVED_HEIGHT} title={t('home.encryption.title')} footer={footer}>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('home.encryption.empty')}</p>
      ) : (
        <>
          <p className={styles.figure}>
            {isOn ? t('home.encryption.on') : t('home.encryption.off')}
          </p>
          <ul className={styles.plainList}>
            {types.map((type) => (
              <li key={type}>{t(`home.encryption.${type}`, { state: stateOf(type) })}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
