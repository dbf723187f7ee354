import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  // The count at the start, the controls at the end, also when there is no count (cursor paging).
  justifyContent: 'flex-end',
  columnGap: vars.space['6'],
  rowGap: vars.space['3'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
  width: '100%',
});

export const range = style({ marginInlineEnd: 'auto', color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

/** Previous and Next at the two ends on a phone, where thumbs reach them; together on desktops. */
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexGrow: 1,
  '@media': { [mediaQueries.md]: { flexGrow: 0 } },
});

export const position = style({
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const chevron = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 });
