import { Button } from './button';
import styles from './load-error.module.css';

export interface LoadErrorProps {
  /** What could not be loaded ("Storage usage couldn't be loaded."). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A load that failed: says so, and offers to try again without leaving the page. */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.error}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
