import type { ReactNode } from 'react';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import styles from './list-states.module.css';

/** A list still loading. */
export function ListLoading({ label }: { label: string }) {
  return <Skeleton label={label} lines={4} />;
}

/** A list that could not be loaded, announced at once, with a way to try again. */
export function ListError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <LoadError message={message} retryLabel={retryLabel} onRetry={onRetry} />
    </div>
  );
}

/** A list with nothing in it: what that means and what to do. */
export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
