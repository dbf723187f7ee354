import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Story-only content styles. */
export const text = style({ color: vars.color.text.default, maxWidth: '65ch' });

export const specs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.muted });

export const definition = style({ margin: 0, color: vars.color.text.default });
