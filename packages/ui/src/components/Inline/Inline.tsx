import type { ElementType, ReactNode } from 'react';
import type { Breakpoint } from '../../theme/breakpoints';
import { mapResponsiveValue, responsiveConditions, type ResponsiveValue, type Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

export type InlineAlign = 'left' | 'center' | 'right' | 'space-between';
export type InlineAlignY = 'top' | 'center' | 'bottom' | 'baseline' | 'stretch';

const justifyContent = { left: 'flex-start', center: 'center', right: 'flex-end', 'space-between': 'space-between' } as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline', stretch: 'stretch' } as const;

export interface InlineProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent' | 'gap' | 'wrap'> {
  /** Space between the children, both across and between wrapped lines. */
  gap?: Sprinkles['gap'];
  /** Horizontal placement; `space-between` pushes the first and last child to the edges. */
  align?: ResponsiveValue<InlineAlign>;
  /** Vertical placement of children of different heights; `center` by default. */
  alignY?: ResponsiveValue<InlineAlignY>;
  /** Below this breakpoint the children stack in a column (full width); from it on they sit in a row. */
  collapseBelow?: Breakpoint;
  /** Children wrap onto new lines when they run out of room (default); `false` keeps one line. */
  wrap?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

/** `{ mobile: below, [breakpoint]: from }`: one value under the breakpoint, another from it. */
function switchAt<Value extends string>(breakpoint: Breakpoint, below: Value, from: Value): Partial<Record<string, Value>> {
  return { mobile: below, [breakpoint]: from };
}

/** The value at the smallest width: collapsing takes one alignment for the row, not one per breakpoint. */
function firstValue<Value extends string>(value: ResponsiveValue<Value>): Value {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((entry): entry is Value => typeof entry === 'string') as Value;
  const byCondition = value as Partial<Record<(typeof responsiveConditions)[number], Value>>;
  return responsiveConditions.map((condition) => byCondition[condition]).find(Boolean) as Value;
}

/**
 * Children side by side, wrapping onto new lines: buttons, badges, a title
 * and its action, a label and its figure. Optionally a column on phones.
 */
export function Inline({
  gap = '2',
  align = 'left',
  alignY = 'center',
  collapseBelow,
  wrap = true,
  as = 'div',
  children,
  ...props
}: InlineProps) {
  const direction = collapseBelow ? switchAt(collapseBelow, 'column', 'row') : 'row';
  const justify = collapseBelow
    ? switchAt(collapseBelow, 'flex-start', justifyContent[firstValue(align)])
    : mapResponsiveValue(align, (value) => justifyContent[value]);
  const cross = collapseBelow
    ? // Collapsed, each child takes the full width: a column of full-width buttons on phones.
      switchAt(collapseBelow, 'stretch', alignItems[firstValue(alignY)])
    : mapResponsiveValue(alignY, (value) => alignItems[value]);
  return (
    <Box
      as={as}
      display="flex"
      flexDirection={direction as Sprinkles['flexDirection']}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      justifyContent={justify as Sprinkles['justifyContent']}
      alignItems={cross as Sprinkles['alignItems']}
      gap={gap}
      {...props}
    >
      {children}
    </Box>
  );
}
