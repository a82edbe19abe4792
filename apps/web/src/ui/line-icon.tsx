import type { ReactNode } from 'react';

/**
 * A line drawing on a 24-unit grid in the current text colour (so high contrast recolours
 * it), decorative: what it stands for is always written beside it. The features draw their
 * own shapes (`children`); the stroke's weight suits each one's size.
 */
export function LineIcon({
  children,
  strokeWidth,
  size,
  className,
}: {
  children: ReactNode;
  strokeWidth: number;
  /** Width and height in pixels; without it, the stylesheet sizes the drawing. */
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      {...(size !== undefined && { width: size, height: size })}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
