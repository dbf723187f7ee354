import type { RefAttributes } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { cx } from '../../../utils/cx';
import * as styles from './ControlButton.css';
import { ControlIcon, type ControlIconName } from './ControlIcon';

export interface ControlButtonProps
  extends Omit<AriaButtonProps, 'children' | 'className' | 'aria-label'>,
    RefAttributes<HTMLButtonElement> {
  icon: ControlIconName;
  /** The accessible name: the button shows only its icon. */
  label: string;
  tone?: 'surface' | 'inverse' | 'brand';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A round icon-only button for media controls (previous, next, close, pause,
 * play), shared by Carousel, Lightbox and AnnouncementBar. A react-aria Button,
 * so presses behave the same with mouse, touch and keyboard.
 */
export function ControlButton({ icon, label, tone = 'surface', size = 'md', className, ...props }: ControlButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={cx(styles.controlButton({ tone, size }), className)}>
      <ControlIcon name={icon} />
    </AriaButton>
  );
}
