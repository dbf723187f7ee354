import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** Keeps its line while products load, so the grid does not move when the number arrives. */
export const count = style({ minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body})` });

// The category's page of results, focused by script when the page turns; not a control, so no ring.
export const results = style({ outline: 'none' });

/** The spinner holds half the screen, so the footer does not jump up and back. */
export const loading = style({ minHeight: '50vh' });

/** A pill link, 44 px tall for touch. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.bg.brandSubtle, borderColor: vars.color.border.brand, color: vars.color.text.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
