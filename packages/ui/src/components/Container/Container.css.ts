import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The page width every section lines up with: full bleed on phones, 75 rem (1200 px) at most. */
export const container = style({
  width: '100%',
  maxWidth: '75rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space['6'] },
  },
});
