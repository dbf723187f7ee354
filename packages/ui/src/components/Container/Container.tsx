import type { ElementType, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Box, type BoxProps } from '../Box/Box';
import { container } from './Container.css';

export interface ContainerProps
  extends Omit<BoxProps, 'paddingX' | 'paddingLeft' | 'paddingRight' | 'marginX' | 'marginLeft' | 'marginRight' | 'width'> {
  /** `main`, `header`, `footer`, `section`… Defaults to `div`. */
  as?: ElementType;
  children?: ReactNode;
}

/**
 * The page's width: full width with a 16 px margin on phones, 24 px from
 * 768 px, centred at 75 rem at most. Every section of a page sits in one so
 * their edges line up. Vertical padding and the rest of Box's props pass through.
 */
export function Container({ className, children, ...props }: ContainerProps) {
  return (
    <Box className={cx(container, className)} {...props}>
      {children}
    </Box>
  );
}
