import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

/** The class names of a button, for links that look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /**
   * Work is in progress: the button says so and ignores presses, but keeps its focus (a
   * disabled button would drop it).
   */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  className,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, className)}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    />
  );
}
