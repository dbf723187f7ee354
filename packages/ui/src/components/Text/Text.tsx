import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type ResponsiveValue } from '../../styles/sprinkles.css';
import type { ThemeTokens } from '../../theme/shape';
import { cx } from '../../utils/cx';
import * as styles from './Text.css';

export type TextTone = 'default' | 'muted' | 'brand' | 'link' | 'success' | 'warning' | 'critical' | 'info' | 'inverse' | 'disabled';
export type TextSize = keyof ThemeTokens['font']['size'];
export type TextWeight = keyof ThemeTokens['font']['weight'];

/** Tones are named for their meaning; `critical` reads better in a page than the colour role `error`. */
const toneColor = {
  default: 'default',
  muted: 'muted',
  brand: 'brand',
  link: 'link',
  success: 'success',
  warning: 'warning',
  critical: 'error',
  info: 'info',
  inverse: 'inverse',
  disabled: 'disabled',
} as const satisfies Record<TextTone, keyof ThemeTokens['color']['text']>;

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> {
  /** `p` (default) for a paragraph, `span` inside a line, `div` for a block holding other elements. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'dd' | 'dt' | 'figcaption';
  /** A font-size token; per breakpoint if needed. Inherits when not set. */
  size?: ResponsiveValue<TextSize>;
  /** The colour by meaning: `muted` for secondary lines, `critical` for errors, `success`… */
  tone?: TextTone;
  weight?: TextWeight;
  align?: ResponsiveValue<'left' | 'center' | 'right'>;
  /** Line height: `body` for paragraphs, `snug` for short lines, `tight` for figures. */
  leading?: keyof ThemeTokens['font']['lineHeight'];
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** `breakWord` lets a long word (e-mail, URL) break anywhere; `balance`/`pretty` even out short lines. */
  wrap?: 'normal' | 'breakWord' | 'balance' | 'pretty';
  /** Figures of equal width, so amounts line up. */
  tabularNums?: boolean;
  /** A maximum line length: `narrow` 36 rem (a centred message), `intro` 60ch (page introductions), `prose` 70ch. */
  measure?: 'none' | 'narrow' | 'intro' | 'prose';
  className?: string;
  children?: ReactNode;
}

/**
 * Body text with a tone, size and weight from the tokens: paragraphs,
 * secondary lines, error and success messages, figures.
 */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  leading,
  truncate = false,
  wrap = 'normal',
  tabularNums = false,
  measure = 'none',
  className,
  children,
  ...props
}: TextProps) {
  return (
    <Element
      className={cx(
        styles.text,
        sprinkles({
          fontSize: size,
          color: tone ? toneColor[tone] : undefined,
          fontWeight: weight,
          textAlign: align,
          lineHeight: leading,
        }),
        styles.wrap[wrap],
        styles.measure[measure],
        truncate && styles.truncate,
        tabularNums && styles.tabularNums,
        className,
      )}
      {...props}
    >
      {children}
    </Element>
  );
}
