import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

// Pulled out by the links' own padding, so their text lines up with the drawer's title.
export const nav = style({
  display: 'grid',
  gap: vars.space['6'],
  marginInline: `calc(-1 * ${vars.space['3']})`,
});

export const group = style({ display: 'grid', gap: vars.space['1'] });

export const groupHeader = style({
  display: 'grid',
  gap: vars.space['0.5'],
  paddingInline: vars.space['3'],
  marginBottom: vars.space['1'],
});

export const groupTitle = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const groupSubtitle = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const links = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.bg.hover, color: vars.color.text.brand },
    '&[aria-current="page"]': { color: vars.color.text.brand, background: vars.color.bg.brandSubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.text.muted,
});

export const divider = style({
  height: 1,
  margin: `0 ${vars.space['3']}`,
  border: 0,
  background: vars.color.border.default,
});
