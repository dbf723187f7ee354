import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.tight,
  // A searched word or a product name can be one long word: wrap it rather than overflow on phones.
  overflowWrap: 'anywhere',
});

/** Display sizes are drawn a touch tighter, as the page titles are. */
export const tracking = styleVariants({
  normal: {},
  tight: { letterSpacing: '-0.01em' },
});
