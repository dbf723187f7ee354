import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/**
 * Colours of a star, as variables so that RatingInput can restyle the same
 * icon (outlined empty stars, disabled, invalid) without a second drawing.
 * They are read with fallbacks and never set here, so a value set on any
 * ancestor (RatingInput's star label) reaches the icon.
 */
export const filledColor = createVar();
export const emptyColor = createVar();
export const emptyStrokeColor = createVar();

export const star = style({
  display: 'block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  overflow: 'visible',
});

export const empty = style({
  fill: fallbackVar(emptyColor, vars.color.bg.pressed),
  stroke: fallbackVar(emptyStrokeColor, 'transparent'),
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});

export const filled = style({
  fill: fallbackVar(filledColor, vars.color.bg.accent),
  stroke: fallbackVar(filledColor, vars.color.bg.accent),
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});
