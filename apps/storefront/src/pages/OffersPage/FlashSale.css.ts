import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageIntro } from '../../styles/pageHeader.css';

export const section = style({
  display: 'grid',
  gap: vars.space['5'],
  // The anchor jump stops below the sticky header (the shell sets html's scroll padding too).
  scrollMarginTop: vars.space['4'],
});

/** The title and intro, with the headline discount beside them from 768 px. */
export const header = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['6'] },
  },
});

export const heading = style({
  display: 'grid',
  gap: vars.space['1'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['2xl'] },
  },
});

export const intro = pageIntro;

/** The headline figure as a pill in the sale's accent colour. */
export const best = style({
  justifySelf: 'start',
  margin: 0,
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.accentSubtle,
  border: `1px solid ${vars.color.bg.accent}`,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const viewAll = style({
  justifySelf: 'center',
});
