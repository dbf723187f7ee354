import type { ElementType, ReactNode } from 'react';
import type { GridTemplate } from '../../styles/gridTemplates';
import { mapResponsiveValue, type ResponsiveValue, type Sprinkles } from '../../styles/sprinkles.css';
import { cx } from '../../utils/cx';
import { Box, type BoxProps } from '../Box/Box';
import { autoFill, type MinColumnWidth } from './Grid.css';

type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

export interface GridProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'gap'> {
  /**
   * A column count (`{ mobile: 1, sm: 2, lg: 4 }`) or a named two-column layout:
   * `main-auto`, `auto-main`, `main-aside` (25 rem summary), `nav-main` (16 rem), `wide-nav-main` (20 rem).
   */
  columns?: ResponsiveValue<ColumnCount | GridTemplate>;
  /** Instead of `columns`: as many columns as fit, each at least this wide (xs 8, sm 9.5, md 12, lg 16, xl 20 rem). */
  minColumnWidth?: MinColumnWidth;
  /** Space between cells; `rowGap` and `columnGap` set one direction. */
  gap?: Sprinkles['gap'];
  as?: ElementType;
  children?: ReactNode;
}

/**
 * Children in columns: product cards, key facts, a page and its side column.
 * Columns never widen past their share for a long word (`minmax(0, 1fr)`).
 */
export function Grid({ columns = 1, minColumnWidth, gap = '4', as = 'div', className, children, ...props }: GridProps) {
  const template = minColumnWidth
    ? undefined
    : (mapResponsiveValue(columns, (value) => String(value)) as Sprinkles['gridTemplateColumns']);
  return (
    <Box
      as={as}
      display="grid"
      gridTemplateColumns={template}
      gap={gap}
      className={cx(minColumnWidth && autoFill[minColumnWidth], className)}
      {...props}
    >
      {children}
    </Box>
  );
}
