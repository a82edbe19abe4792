import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';
import styles from './icon-tile.module.css';

/**
 * A line drawing in a round tile, the mark of a kind of data (a backup category, a kind of
 * personal data). Decorative: the kind's name is always written beside it.
 */
export function IconTile({ children, strokeWidth }: { children: ReactNode; strokeWidth: number }) {
  return (
    <span className={styles.iconTile}>
      <LineIcon strokeWidth={strokeWidth}>{children}</LineIcon>
    </span>
  );
}
