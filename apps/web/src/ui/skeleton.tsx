import { VisuallyHidden } from './visually-hidden';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** What is loading, for screen readers ("Loading storage usage"). */
  label: string;
  /** How many placeholder lines to draw. */
  lines?: number;
}

/**
 * The placeholder of content still loading: grey lines where the text will be, marked busy,
 * with a spoken label in a status region so the wait is announced once.
 */
export function Skeleton({ label, lines = 3 }: SkeletonProps) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span role="status">
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
