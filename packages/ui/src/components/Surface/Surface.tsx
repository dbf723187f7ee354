import type { ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

export type SurfaceVariant = 'raised' | 'outlined' | 'muted';
export type SurfacePadding = 'none' | 'sm' | 'md' | 'lg';

/** The panel looks the pages use, as Box props. */
const looks = {
  /** The white panel with a hairline and a soft shadow: cards, summaries and forms. */
  raised: { background: 'surface', border: 'default', borderRadius: 'lg', boxShadow: 'sm' },
  /** White with a hairline and no shadow: a panel inside a panel, a table of contents. */
  outlined: { background: 'surface', border: 'default', borderRadius: 'lg' },
  /** A sunken, tinted panel without a line: notes, a summary inside a raised panel. */
  muted: { background: 'subtle', borderRadius: 'lg' },
} as const satisfies Record<SurfaceVariant, Partial<Sprinkles>>;

/** Padding steps; `md` is the shop's panel padding (20 px, 24 px from 768 px). */
const paddings = {
  none: '0',
  sm: '4',
  md: { mobile: '5', md: '6' },
  lg: { mobile: '6', md: '8' },
} as const satisfies Record<SurfacePadding, Sprinkles['padding']>;

export interface SurfaceProps
  extends Omit<BoxProps, 'background' | 'border' | 'borderTop' | 'borderBottom' | 'borderRadius' | 'boxShadow' | 'padding'> {
  /** `raised` (default) white panel with shadow, `outlined` hairline only, `muted` tinted without a line. */
  variant?: SurfaceVariant;
  /** `md` (default, 20 → 24 px), `sm` (16 px), `lg` (24 → 32 px) or `none` for edge-to-edge content. */
  padding?: SurfacePadding;
  /** Space between the children, a space token; default `4`. */
  gap?: Sprinkles['gap'];
  /** `section`, `article`, `aside`, `form`… Defaults to `div`. */
  as?: ElementType;
  children?: ReactNode;
}

/**
 * The card and panel family: a raised white panel on the warm page
 * background, or an outlined or muted one. Its children stack with a gap,
 * like the storefront's panels.
 */
export function Surface({ variant = 'raised', padding = 'md', gap = '4', children, ...props }: SurfaceProps) {
  return (
    <Box display="grid" alignContent="start" minWidth="0" gap={gap} padding={paddings[padding]} {...looks[variant]} {...props}>
      {children}
    </Box>
  );
}
