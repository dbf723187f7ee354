import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';
import { cx } from '../../utils/cx';
import { splitSprinkleProps } from './splitSprinkleProps';
import * as styles from './Box.css';

/** HTML attributes a Box passes through; `style` is left out so layout stays on the token scale. */
type BoxHTMLProps = Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'className' | 'style' | keyof Sprinkles | 'children'>;

export interface BoxProps extends Sprinkles, BoxHTMLProps {
  /** The element to render: `section`, `ul`, `article`, `aside`, `header`… Defaults to `div`. */
  as?: ElementType;
  /** For what is truly the page's own; spacing, colour and layout belong in the props. */
  className?: string;
  children?: ReactNode;
  /** Data attributes for tests and react-aria state styling. */
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
}

/**
 * The base of every layout primitive: an element whose padding, margin, gap,
 * display, flex and grid settings, background, border colour, radius and
 * shadow are props taking token names, each responsive per breakpoint. It
 * compiles to atomic classes, so a page adds no CSS of its own for them.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const { sprinkleProps, otherProps } = splitSprinkleProps(props);
  return createElement(as, {
    ref,
    className: cx(styles.reset, sprinkles(sprinkleProps), className),
    ...otherProps,
  });
});
