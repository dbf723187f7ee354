import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/**
 * A decorative line icon on a 24 px grid, drawn in `currentColor`; 1.25em square unless a class
 * sizes it. Hidden from screen readers: the control around it carries the name.
 */
export function LineIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
