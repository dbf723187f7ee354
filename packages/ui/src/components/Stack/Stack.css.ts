import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The hairline between a Stack's children; it stretches across whatever the Stack's alignment. */
export const divider = style({
  alignSelf: 'stretch',
  height: 0,
  margin: 0,
  border: 0,
  borderTop: `1px solid ${vars.color.border.default}`,
  listStyle: 'none',
});
