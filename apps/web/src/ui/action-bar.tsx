import type { ReactNode } from 'react';
import styles from './action-bar.module.css';

/** The delete pages' Cancel and Delete, at the foot of the viewport over the list they act on. */
export function ActionBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}
