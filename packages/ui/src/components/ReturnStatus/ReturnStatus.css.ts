import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** No wider than a comfortable line of text, like the order page's other panels. */
export const panel = style({ maxWidth: '40rem' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const lines = style({ margin: 0, paddingLeft: vars.space['5'], color: vars.color.text.default });
