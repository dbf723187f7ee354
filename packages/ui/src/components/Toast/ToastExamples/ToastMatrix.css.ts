import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Toasts stacked as the region stacks them, but in the page flow. Stories only. */
export const stack = style({
  display: 'grid',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: '28rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The previews are a still spec sheet: no entry slide, so a screenshot never catches one half-way.
globalStyle(`${stack} > li > *`, { animation: 'none' });
