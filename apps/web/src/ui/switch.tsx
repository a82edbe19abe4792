import { useId } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import styles from './switch.module.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Extra class for the row (label and switch). */
  className?: string;
  /** `compact` is the quota toggle's size (spec §9: 37 × 20.5 px). */
  size?: 'regular' | 'compact';
}

/** An on/off switch with its visible label (role switch, Space and Enter toggle it). */
export function Switch({ label, checked, onCheckedChange, className, size = 'regular' }: SwitchProps) {
  const id = useId();
  return (
    <span className={[styles.row, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <RadixSwitch.Root
        id={id}
        className={size === 'compact' ? `${styles.switch} ${styles.compact}` : styles.switch}
        checked={checked}
        onCheckedChange={onCheckedChange}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </span>
  );
}
