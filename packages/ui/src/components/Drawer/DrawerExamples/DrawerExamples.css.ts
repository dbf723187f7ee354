import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focusRing.css';
import { vars } from '../../../theme/contract.css';

/** Story-only styles for the side menu and filter examples. */

// Pulled out by the links' own padding so their text lines up with the title.
export const nav = style({ display: 'grid', gap: vars.space['6'], marginInline: `calc(-1 * ${vars.space['3']})` });

export const group = style({ display: 'grid', gap: vars.space['1'] });

export const groupTitle = style({
  paddingInline: vars.space['3'],
  marginBottom: vars.space['1'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const links = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.bg.hover, color: vars.color.text.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const fieldset = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0, border: 'none' });

export const legend = style({
  marginBottom: vars.space['2'],
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const filters = style({ display: 'grid', gap: vars.space['6'] });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  cursor: 'pointer',
});

export const box = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.25rem',
    height: '1.25rem',
    flexShrink: 0,
    border: `1.5px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.inverse,
    background: vars.color.bg.surface,
  },
]);

globalStyle(`[data-selected] > ${box}`, { background: vars.color.bg.brand, borderColor: vars.color.bg.brand });
globalStyle(`[data-focus-visible] > ${box}`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const check = style({ width: '0.875rem', height: '0.875rem' });

export const menuIcon = style({ width: '1.25rem', height: '1.25rem' });

/** Stands in for a phone screen with the page dimmed behind the sheet, for the `All` story. */
export const frame = style({
  display: 'flex',
  height: '34rem',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
});

export const frameEnd = style({ justifyContent: 'flex-end' });
