import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/breakpoints';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  '@media': {
    [mediaQueries.md]: { paddingBlock: vars.space['16'] },
  },
});

export const compact = style({
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { paddingBlock: vars.space['8'] },
  },
});

/** A soft brand disc behind the icon; the icon is decorative, so it needs no contrast minimum. */
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4.5rem',
  height: '4.5rem',
  marginBlockEnd: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.brand,
  fontSize: vars.font.size['3xl'],
});

/** Errors: the same disc in the error colours. */
export const iconCritical = style({ background: vars.color.bg.error, color: vars.color.text.error });

export const iconCompact = style({ width: '3.5rem', height: '3.5rem', fontSize: vars.font.size['2xl'] });

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  textWrap: 'balance',
  // A search query in the title can be one long word.
  overflowWrap: 'anywhere',
});

export const titleCompact = style({ fontSize: vars.font.size.lg });

export const description = style({
  maxWidth: '40ch',
  color: vars.color.text.muted,
  textWrap: 'pretty',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginBlockStart: vars.space['3'],
});
