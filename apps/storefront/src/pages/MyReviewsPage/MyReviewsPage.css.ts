import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const message = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  margin: 0,
  paddingBlock: vars.space['10'],
  textAlign: 'center',
  color: vars.color.text.muted,
});

/** The search box takes the room; the status filter sits beside it from 768 px. */
export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['5'] },
  },
});

export const search = style({ minWidth: 0 });

export const status = style({ minWidth: '14rem' });

export const count = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const none = style({
  margin: 0,
  paddingBlock: vars.space['10'],
  textAlign: 'center',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
});

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
