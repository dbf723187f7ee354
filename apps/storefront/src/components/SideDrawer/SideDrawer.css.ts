import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

// Pulled out by the links' own padding, so their text lines up with the drawer's title.
export const nav = style({ marginInline: `calc(-1 * ${vars.space['3']})` });

/** A small capitalised label over each group, as the drawer's design has it. */
export const groupTitle = style({ letterSpacing: '0.06em', textTransform: 'uppercase' });

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

export const chevron = style({ width: '1rem', height: '1rem', color: vars.color.text.muted });
