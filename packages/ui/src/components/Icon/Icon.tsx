import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Icon.css';

/** Sizes relative to the surrounding text, so an icon grows with the font and with browser zoom. */
export type IconSize = '1em' | '1.2em' | '1.25em' | '1.5rem';

export interface IconProps {
  /** Width and height; relative to the font by default (each icon has its usual size). */
  size?: IconSize;
  /**
   * Names the icon for screen readers (`role="img"`). Leave it out when the icon
   * is decorative or the control around it carries the name: it is then hidden.
   */
  label?: string;
  className?: string;
}

export interface IconBaseProps extends IconProps {
  /** `line`: stroked outlines in `currentColor`; `mark`: brand marks whose paths set their own fill and stroke. */
  kind?: 'line' | 'mark';
  /** The stroke of a line family: 1.8 (shop), 1.7 (address card), 1.6 (empty states). */
  strokeWidth?: 1.6 | 1.7 | 1.8;
  /** Fill the outline in `currentColor` (a chosen heart). */
  isFilled?: boolean;
  children: ReactNode;
}

/**
 * The base of every icon: a 24 px grid drawn in `currentColor`, sized from
 * the font, hidden from screen readers unless it is given a `label`.
 */
export function Icon({
  size = '1.25em',
  label,
  className,
  kind = 'line',
  strokeWidth = 1.8,
  isFilled = false,
  children,
}: IconBaseProps) {
  const lineProps =
    kind === 'line'
      ? {
          fill: isFilled ? 'currentColor' : 'none',
          stroke: 'currentColor',
          strokeWidth,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : {};
  const a11yProps = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={cx(styles.icon, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      {...lineProps}
      {...a11yProps}
    >
      {children}
    </svg>
  );
}
