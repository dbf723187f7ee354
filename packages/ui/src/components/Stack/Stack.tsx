import { Children, Fragment, isValidElement, type ElementType, type ReactNode } from 'react';
import { mapResponsiveValue, type ResponsiveValue, type Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Stack.css';

export type StackAlign = 'stretch' | 'left' | 'center' | 'right';

const alignItems = { stretch: 'stretch', left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'gap'> {
  /** Space between the children, a space token; per breakpoint if needed (`{ mobile: '4', md: '6' }`). */
  gap?: Sprinkles['gap'];
  /** Where the children sit across the width; `stretch` (default) makes them full width. */
  align?: ResponsiveValue<StackAlign>;
  /** A hairline between the children, in the middle of the gap. */
  dividers?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

/** A list renders `li` dividers so the list keeps only list items. */
const listElements = new Set<ElementType>(['ul', 'ol']);

/**
 * Children one above the other with an even gap: a form's fields, a panel's
 * parts, a page's sections. The vertical rhythm of every page.
 */
export function Stack({ gap = '4', align = 'stretch', dividers = false, as = 'div', children, ...props }: StackProps) {
  const Divider = listElements.has(as) ? 'li' : 'div';
  const items = Children.toArray(children).filter(isValidElement);
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={mapResponsiveValue(align, (value) => alignItems[value])}
      {...props}
    >
      {dividers
        ? items.map((child, index) => (
            <Fragment key={child.key ?? index}>
              {index > 0 && <Divider className={styles.divider} aria-hidden="true" />}
              {child}
            </Fragment>
          ))
        : children}
    </Box>
  );
}
