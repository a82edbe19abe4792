import type { DeviceType } from '@cloud-portal/contract/backup';
import styles from './device-picture.module.css';

export interface DevicePictureProps {
  /** Object URL of the model's picture, or null for the generic drawing. */
  image: string | null;
  deviceType: DeviceType;
}

/**
 * A device's picture beside its name. Decorative (the name says which device it is), so it
 * has an empty text alternative; without a picture a plain outline of the kind of device.
 */
export function DevicePicture({ image, deviceType }: DevicePictureProps) {
  if (image) return <img className={styles.picture} src={image} alt="" />;
  return (
    <svg className={styles.picture} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {deviceType === 'watch' ? (
        <>
          <rect x="14" y="12" width="20" height="24" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M18 12l2-7h8l2 7M18 36l2 7h8l2-7" fill="none" stroke="currentColor" strokeWidth="2" />
        </>
      ) : deviceType === 'tablet' ? (
        <>
          <rect x="8" y="6" width="32" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M21 38h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      ) : (
        <>
          <rect x="14" y="4" width="20" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M21 39h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
