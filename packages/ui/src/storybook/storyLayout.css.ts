import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/**
 * Layout for overview stories (`All`): cards of examples on the page
 * background, as a designer would lay out a spec sheet. Stories only.
 */

export const page = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  background: vars.color.bg.canvas,
  alignContent: 'start',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'], padding: vars.space['8'] },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['5'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

export const wide = style({ gridColumn: '1 / -1' });

export const cardHeader = style({ display: 'grid', gap: vars.space['1'] });

export const cardTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const cardDescription = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const row = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const rowLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const examples = style({
  display: 'flex',
  flexWrap: 'wrap',
  // Bottom-aligned so the captions under buttons of different sizes line up.
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

/** One example with a caption under it naming the state it shows. */
export const example = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['1.5'],
});

export const caption = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

/** Examples side by side inside a wide card from 768 px, one above the other on phones. */
export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
