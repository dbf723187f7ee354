import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stateTransition } from '../../styles/stateTransition';

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  height: '100%',
  padding: vars.space['4'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  textAlign: 'start',
});

/**
 * As a radio option's content: the surrounding Radio is the control, this
 * only draws its states from the render props it is given.
 */
export const option = style({
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  cursor: 'pointer',
  ...stateTransition('border-color, background-color, box-shadow'),
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.control },
    // An inset second pixel of border: the selected card does not change size.
    '&[data-selected]': {
      borderColor: vars.color.border.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.border.brand}`,
      background: vars.color.bg.brandSubtle,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

/** The drawn radio circle (the real radio input is the Radio's, visually hidden). */
export const indicator = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.1rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border.control}`,
  background: vars.color.bg.surface,
  selectors: {
    [`${option}[data-selected] &`]: { borderColor: vars.color.border.brand },
    [`${option}[data-selected] &::after`]: {
      content: '""',
      width: '0.625rem',
      height: '0.625rem',
      borderRadius: vars.radius.pill,
      background: vars.color.bg.brand,
    },
  },
});

export const details = style({ display: 'grid', gap: vars.space['1.5'], minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const name = style({
  display: 'block',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const lines = style({
  display: 'block',
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const line = style({ display: 'block' });

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});

/** Pulls the 44 px icon button into the card's corner padding. */
export const deleteButton = style({
  flexShrink: 0,
  width: '2.75rem',
  marginBlock: `calc(-1 * ${vars.space['2']})`,
  marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
  paddingInline: 0,
});
