import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppUsageEntry } from '@cloud-portal/contract/device-context';
import { useFormatters } from '@/i18n/use-formatters';
import { hasE2ee } from '@cloud-portal/domain/e2ee-type';
import type { DeviceImage } from '@/stores/device-images-slice';
import { Button } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { DeviceUsageTab } from '../devices-slice';
import type { MyDevice } from '../my-device-lists';
import { DeviceUsage, type DeviceUsageState } from './device-usage';
import styles from './my-devices-page.module.css';

export interface DeviceItemProps {
  device: MyDevice;
  image: DeviceImage | undefined;
  /** The product lookup of its model is on its way: its name is not known yet. */
  isProductPending?: boolean;
  usage: DeviceUsageState<AppUsageEntry[]>;
  tab: DeviceUsageTab;
  language: string;
  /** Offered for a device signed in to the cloud: asks to sign it out, naming it as shown. */
  onSignOut?: (name: string) => void;
}

/** One device: picture, name, model, last use, E2EE, what it syncs or backs up, and signing it out. */
export function DeviceItem({ device, image, isProductPending = false, usage, tab, language, onSignOut }: DeviceItemProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const headingId = useId();
  const productName = image?.marketingName ?? device.modelName;
  const name = device.alias ?? productName;

  return (
    <li className={styles.device}>
      <article className={styles.deviceCard} aria-labelledby={headingId}>
        <div className={styles.picture}>
          {image?.image ? (
            <img src={image.image} alt="" className={styles.image} />
          ) : (
            <span className={styles.noImage} aria-hidden="true" />
          )}
        </div>
        <div className={styles.deviceText}>
          <h3 id={headingId} className={styles.deviceName}>
            {isProductPending && !device.alias ? (
              // Its product's name is on its way: a placeholder, not the model code it would
              // flash first (Backups and the other screens name it by the product).
              <>
                <span className={styles.namePlaceholder} aria-hidden="true" />
                <VisuallyHidden>{name}</VisuallyHidden>
              </>
            ) : (
              name
            )}
          </h3>
          <p className={styles.muted}>
            {t('devices.device.model', {
              model: device.alias ? `${productName} (${device.model})` : device.model,
            })}
          </p>
          <p className={styles.muted}>
            {t('devices.device.lastAccess', {
              date: formatDate(device.lastAccessTime, {
                withYear: true,
                withTime: true,
              }),
            })}
          </p>
          <p className={styles.muted}>
            {t('devices.device.e2ee', {
              state: hasE2ee(device.e2eeType)
                ? t('devices.device.e2eeOn')
                : t('devices.device.e2eeOff'),
            })}
          </p>
          <DeviceUsage deviceName={name} usage={usage} tab={tab} language={language} />
          {onSignOut && device.signedIn && (
            <div className={styles.deviceActions}>
              <Button variant="secondary" onClick={() => onSignOut(name)}>
                {t('devices.signOut.button')}
                <VisuallyHidden> {name}</VisuallyHidden>
              </Button>
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
