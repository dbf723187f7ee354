import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type ResponsiveValue } from '../../styles/sprinkles.css';
import type { ThemeTokens } from '../../theme/shape';
import { cx } from '../../utils/cx';
import * as styles from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = keyof ThemeTokens['font']['size'];
export type HeadingTone = 'default' | 'muted' | 'brand' | 'inverse';
export type HeadingWeight = 'semibold' | 'bold';

/** The look each level has unless `size` says otherwise: the shop's page, panel and section titles. */
const defaultSizes: Record<HeadingLevel, ResponsiveValue<HeadingSize>> = {
  1: { mobile: '2xl', md: '3xl' },
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style' | 'color'> {
  /** The element, `h1`–`h6`, chosen by the page outline. */
  level: HeadingLevel;
  /** The look, a font-size token, independent of the level; per breakpoint if needed (`{ mobile: '2xl', md: '3xl' }`). */
  size?: ResponsiveValue<HeadingSize>;
  /** `default` text colour, `muted`, `brand` (green), `inverse` (on a dark band). */
  tone?: HeadingTone;
  /** `bold` (default) or `semibold` for quieter sub-headings. */
  weight?: HeadingWeight;
  /** Text alignment. */
  align?: ResponsiveValue<'left' | 'center' | 'right'>;
  className?: string;
  children: ReactNode;
}

const largeSizes = new Set<string>(['2xl', '3xl', '4xl']);

/** True when the heading is drawn at a display size at any width. */
function isDisplaySize(size: ResponsiveValue<HeadingSize>): boolean {
  const values = typeof size === 'string' ? [size] : Object.values(size ?? {});
  return values.some((value) => typeof value === 'string' && largeSizes.has(value));
}

/**
 * A heading whose element follows the page outline (`level`) and whose look
 * follows the design (`size`), so an h2 can look like a page title and an h1
 * like a card title without breaking the outline screen readers navigate by.
 */
export function Heading({ level, size, tone = 'default', weight = 'bold', align, className, children, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  const fontSize = size ?? defaultSizes[level];
  return (
    <Element
      className={cx(
        styles.heading,
        styles.tracking[isDisplaySize(fontSize) ? 'tight' : 'normal'],
        sprinkles({ fontSize, color: tone, fontWeight: weight, textAlign: align }),
        className,
      )}
      {...props}
    >
      {children}
    </Element>
  );
}
