import { style } from '@vanilla-extract/css';

/** An icon keeps its size in a flex row of text and controls. */
export const icon = style({ flexShrink: 0 });
