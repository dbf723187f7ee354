import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focusRing.css';
import { vars } from '../../../theme/contract.css';

/** Login and register faces for the stories only (the storefront has its own forms). */

/** Fills the face; the footer keeps to the bottom, so the shorter login face does not float. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], flex: 1 });

export const header = style({ display: 'grid', gap: vars.space['1'], marginBottom: vars.space['1'] });

export const title = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, color: vars.color.text.default });

export const subtitle = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const fields = style({ display: 'grid', gap: vars.space['3'] });

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text.default });

export const input = style({
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.border.brand, boxShadow: `0 0 0 1px ${vars.color.border.brand}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const row = style({ display: 'flex', justifyContent: 'flex-end' });

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/** An action that reads like a link: it switches the card's face, it does not navigate. */
export const textButton = style([
  focusRing,
  {
    minHeight: '1.5rem',
    padding: `0 ${vars.space['1']}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.link,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { color: vars.color.text.linkHover } },
  },
]);

export const page = style({ maxWidth: '26rem', marginInline: 'auto' });

export const switcher = style({ display: 'flex', gap: vars.space['2'], marginBottom: vars.space['4'] });
