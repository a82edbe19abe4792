import type { ComponentPropsWithRef, ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './page-layout.module.css';

/** How far apart the page's parts stand: 0.75, 1 (the default), 1.5 or 2 rem. */
export type PageSpacing = 'compact' | 'regular' | 'relaxed' | 'spacious';

/**
 * How wide the page may grow: the whole main column (the default), a form or notice
 * (40 rem), running text (48 rem), or cards side by side (60 rem).
 */
export type PageWidth = 'full' | 'form' | 'reading' | 'wide';

export interface PageProps extends ComponentPropsWithoutRef<'div'> {
  /** The element: a landmark (`section`, `article`, named by its title) or a plain `div`. */
  as?: 'div' | 'section' | 'article';
  spacing?: PageSpacing;
  width?: PageWidth;
  /** `start`: each part only as wide as its content (a lone button does not stretch). */
  align?: 'stretch' | 'start';
}

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The body of a screen: its title, intro and sections in one column. */
export function Page({
  as: Element = 'div',
  spacing = 'regular',
  width = 'full',
  align = 'stretch',
  className,
  ...rest
}: PageProps) {
  return (
    <Element
      {...rest}
      className={classNames(
        styles.page,
        spacing !== 'regular' && styles[spacing],
        width !== 'full' && styles[width],
        align === 'start' && styles.start,
        className,
      )}
    />
  );
}

/** The screen's one <h1>. Takes an id (the page's `aria-labelledby`), a ref and tabIndex for focus. */
export function PageTitle({ className, ...rest }: ComponentPropsWithRef<'h1'>) {
  return <h1 {...rest} className={classNames(styles.title, className)} />;
}

/** The title with the lines that introduce the page, kept close together. */
export function PageIntro({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div {...rest} className={classNames(styles.intro, className)} />;
}

/** The line under the title that says what the page is for, in the muted colour. */
export function PageLead({ className, ...rest }: ComponentPropsWithoutRef<'p'>) {
  return <p {...rest} className={classNames(styles.lead, className)} />;
}

export interface PageSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'aria-labelledby'> {
  /** The id of the section's <h2>, which names the section. */
  headingId: string;
  heading: ReactNode;
}

/** One of the page's titled parts: a <section> named by its <h2>, its content below. */
export function PageSection({ headingId, heading, className, children, ...rest }: PageSectionProps) {
  return (
    <section {...rest} className={classNames(styles.section, className)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
