import styles from './device-name.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface DeviceNameProps {
  name: string;
  /** The name may still change (its product's name is on its way). */
  isPending: boolean;
}

/**
 * A device's name as text; while it may still change, a placeholder where it goes and the
 * name for assistive technology only, so the model code never flashes before the product's
 * name (issue 18 part 7).
 */
export function DeviceName({ name, isPending }: DeviceNameProps) {
  if (!isPending) return <>{name}</>;
  return (
    <>
      <span className={styles.placeholder} aria-hidden="true" />
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
}
