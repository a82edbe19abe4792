import { useTranslation } from 'react-i18next';
import type { E2eeDevice } from '@cloud-portal/contract/e2ee';
import { useFormatters } from '@/i18n/use-formatters';
import { useDeviceImages } from '@/stores/use-device-images';
import { useDeviceName } from '@/stores/use-device-name';
import { loadStatusOf, retryFailed, type QueryResult } from '@/lib/api/query-status';
import { DeviceName } from '@/ui/device-name';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { PageSection } from '@/ui/page-layout';
import { useGetBackupE2eeDevicesQuery } from '../api/get-backup-e2ee-devices';
import { useGetDataE2eeDevicesQuery } from '../api/get-data-e2ee-devices';
import styles from './encryption-page.module.css';

/** The devices using end-to-end encryption, for backups and for synced data (spec §7). */
export function E2eeDevicesSection() {
  const { t } = useTranslation();
  const backup = useGetBackupE2eeDevicesQuery();
  const data = useGetDataE2eeDevicesQuery();

  return (
    <PageSection headingId="e2ee-devices-heading" heading={t('encryption.devices.heading')}>
      <div className={styles.cards}>
        <DeviceList
          headingId="e2ee-devices-backup"
          heading={t('encryption.devices.backupHeading')}
          query={backup}
        />
        <DeviceList
          headingId="e2ee-devices-data"
          heading={t('encryption.devices.dataHeading')}
          query={data}
        />
      </div>
    </PageSection>
  );
}

interface DeviceListProps {
  headingId: string;
  heading: string;
  query: QueryResult<{ devices: E2eeDevice[] }>;
}

/** What the picture cache needs to find a listed device's product (its model is the model code). */
function lookupOf(device: E2eeDevice) {
  return { model: device.model, modelCode: device.model, modelName: device.modelName };
}

/** Named as everywhere else (Backups, My devices): the alias, else the product's name. */
function E2eeDeviceName({ device }: { device: E2eeDevice }) {
  const { name, isPending } = useDeviceName(device);
  return <DeviceName name={name} isPending={isPending} />;
}

function DeviceList({ headingId, heading, query }: DeviceListProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  useDeviceImages(query.data?.devices.map(lookupOf));

  const status = loadStatusOf(query);

  let body;
  if (status === 'error') {
    body = (
      <LoadError
        message={t('encryption.devices.failed')}
        retryLabel={t('encryption.retry')}
        onRetry={() => retryFailed(query)}
      />
    );
  } else if (!query.data) {
    body = <Skeleton label={t('encryption.devices.loading')} lines={2} />;
  } else if (query.data.devices.length === 0) {
    body = <p className={styles.muted}>{t('encryption.devices.empty')}</p>;
  } else {
    body = (
      <ul className={styles.devices}>
        {query.data.devices.map((device) => (
          <li key={device.deviceId} className={styles.device}>
            <span className={styles.deviceName}>
              <E2eeDeviceName device={device} />
            </span>
            <span className={styles.muted}>{device.model}</span>
            {device.enabledAt !== null && (
              <span className={styles.muted}>
                {t('encryption.devices.since', {
                  date: formatDate(device.enabledAt, { withYear: true }),
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading}>
        {heading}
      </h3>
      {body}
    </article>
  );
}
