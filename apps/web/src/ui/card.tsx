import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  /** The card's heading; it also names the card's region. */
  title: string;
  /** True while the card's data loads: assistive technology is told the card is busy. */
  busy?: boolean;
  /** Links or buttons below the body (e.g. "See all"). */
  footer?: ReactNode;
  /**
   * The height the card keeps whatever it shows, on narrow screens (one column, up to 600 px)
   * and on wider ones (CSS lengths): as tall as it is once loaded, so a dashboard's cards do
   * not move when their data arrives.
   */
  reservedHeight?: { narrow: string; wide: string };
  children: ReactNode;
}

/** A titled panel of a dashboard: one topic, its figures, and where to go for more. */
export function Card({ title, busy = false, footer, reservedHeight, children }: CardProps) {
  const headingId = useId();
  return (
    <section
      className={styles.card}
      style={
        reservedHeight === undefined
          ? undefined
          : ({ '--card-reserved-narrow': reservedHeight.narrow, '--card-reserved-wide': reservedHeight.wide } as CSSProperties)
      }
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
