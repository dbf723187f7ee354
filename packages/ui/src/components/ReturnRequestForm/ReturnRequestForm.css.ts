import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** No wider than a comfortable line of text, like the order page's other panels. */
export const panel = style({ maxWidth: '40rem' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space['2'], fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const line = style({ maxWidth: '20rem' });




export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
