import { useId } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import styles from './switch.module.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Extra class for the row (label and switch). */
  className?: string;
}

/** An on/off switch with its visible label (role switch, Space and Enter toggle it). */
export function Switch({ label, checked, onCheckedChange, className }: SwitchProps) {
  const id = useId();
  return (
    <span className={[styles.row, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <RadixSwitch.Root id={id} className={styles.switch} checked={checked} onCheckedChange={onCheckedChange}>
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </span>
  );
}
