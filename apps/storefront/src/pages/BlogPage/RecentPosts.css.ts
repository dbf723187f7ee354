import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../styles/layout.css';

export const heading = style({
  paddingBottom: vars.space['3'],
  marginBottom: vars.space['1'],
  borderBottom: `2px solid ${vars.color.border.brand}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  color: vars.color.text.default,
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Thumbnail left, title and date right; the title link's ::after makes the whole row its target. */
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const thumbnail = style({
  borderRadius: vars.radius.md,
});

export const text = style({
  display: 'grid',
  gap: vars.space['1'],
});

export const link = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { color: vars.color.text.link, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { ...focusVisibleOutline, borderRadius: vars.radius.md },
  },
});

export const date = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});
