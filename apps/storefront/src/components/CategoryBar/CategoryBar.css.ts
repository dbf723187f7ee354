import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { fullShell } from '../SiteHeader/shellMedia';

/** Desktop only: the simpler shell at 768 px or less leaves it out (the side menu has its links). */
export const bar = style({ display: 'none', '@media': { [fullShell]: { display: 'block' } } });

export const inner = style({ minHeight: '3rem' });

export const allCategories = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  alignSelf: 'stretch',
  margin: 0,
  paddingInline: vars.space['4'],
  border: 0,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.brandHover },
    '&[data-pressed], &[aria-expanded="true"]': { background: vars.color.bg.brandPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const buttonIcon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '100%',
  paddingInline: vars.space['3'],
  borderBottom: '3px solid transparent',
  borderTop: '3px solid transparent',
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.brand },
    '&[aria-current="page"]': { color: vars.color.text.brand, borderBottomColor: vars.color.border.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
