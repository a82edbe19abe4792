import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { withoutKeptData } from '@/lib/api/kept-queries';
import { useGetDeviceSummariesQuery } from '@/lib/shared-api/get-device-contexts';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { DEVICE_LIST_KINDS, myDeviceLists } from '../my-device-lists';
import styles from './my-devices-card.module.css';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '12.5rem', wide: '13.5rem' };

/** The home dashboard's my devices card: how many devices of each kind use the cloud. */
export function MyDevicesCard() {
  const { t } = useTranslation();
  // The card waits for this load's answer, as it always has, rather than show a kept one.
  const devices = withoutKeptData(useGetDeviceSummariesQuery());
  const status = loadStatusOf(devices);
  const footer = <Link to={PortalRoutes.devices}>{t('devices.card.link')}</Link>;

  if (status !== 'ready' || devices.data === undefined) {
    return (
      <Card reservedHeight={RESERVED_HEIGHT} title={t('devices.card.title')} busy={status === 'loading'} footer={footer}>
        {status === 'loading' ? (
          <Skeleton label={t('devices.card.loading')} lines={2} />
        ) : (
          <LoadError
            message={t('devices.card.error')}
            retryLabel={t('devices.retry')}
            onRetry={() => retryFailed(devices)}
          />
        )}
      </Card>
    );
  }

  const lists = myDeviceLists(devices.data);
  const kinds = DEVICE_LIST_KINDS.filter((kind) => lists[kind].length > 0);
  return (
    <Card reservedHeight={RESERVED_HEIGHT} title={t('devices.card.title')} footer={footer}>
      {kinds.length === 0 ? (
        <p className={styles.muted}>{t('devices.card.empty')}</p>
      ) : (
        <ul className={styles.counts}>
          {kinds.map((kind) => (
            <li key={kind}>{t(`devices.card.${kind}`, { count: lists[kind].length })}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
