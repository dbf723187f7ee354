import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/**
 * Browsers draw a fieldset's first legend on its border. Floated, the legend
 * is laid out like any other child: here a grid item that reads as a heading.
 */
export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
});

export const fields = style({ marginBlockStart: vars.space['2'] });

/**
 * A disabled fieldset disables its controls natively, but react-aria only sets
 * `data-disabled` for its own `isDisabled`; this makes them look disabled too.
 */
globalStyle(`${group}:disabled :is(input, textarea, button)`, {
  color: vars.color.text.disabled,
  background: vars.color.bg.disabled,
  cursor: 'not-allowed',
});
