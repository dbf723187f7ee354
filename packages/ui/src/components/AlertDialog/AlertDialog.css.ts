import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * A centred confirmation: icon, question, consequence, then the two answers
 * side by side at equal width, so neither looks like the default.
 */
export const dialog = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  padding: vars.space['6'],
  textAlign: 'center',
  outline: 'none',
  '@media': { [mediaQueries.sm]: { padding: vars.space['8'] } },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radius.pill,
  },
  variants: {
    variant: {
      default: { background: vars.color.bg.info, color: vars.color.text.info },
      destructive: { background: vars.color.bg.error, color: vars.color.text.error },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const iconGlyph = style({ width: '1.75rem', height: '1.75rem' });

export const text = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text.muted,
  textWrap: 'pretty',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space['3'],
  width: '100%',
  marginTop: vars.space['2'],
});
