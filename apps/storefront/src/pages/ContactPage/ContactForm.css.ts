import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageIntro } from '../../styles/pageHeader.css';
import { surface } from '../../styles/layout.css';

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['5'],
  ...surface,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['8'] },
  },
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

export const text = pageIntro;

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  marginTop: vars.space['4'],
});

/** Name and Email side by side once there is room for both. */
export const pair = style({
  display: 'grid',
  gap: vars.space['5'],
  // Each field keeps its own height: the e-mail's help line does not stretch the name's box.
  alignItems: 'start',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const formError = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.error}`,
  background: vars.color.bg.error,
  color: vars.color.text.error,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** Full width on phones (an easy thumb target); its natural width from 600 px. */
export const send = style({
  width: '100%',
  '@media': {
    [mediaQueries.sm]: { width: 'auto', justifySelf: 'start', minWidth: '10rem' },
  },
});
