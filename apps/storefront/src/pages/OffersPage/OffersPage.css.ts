import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageHeader, pageIntro, pageTitle } from '../../styles/pageHeader.css';

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['10'], paddingBlock: vars.space['10'] },
  },
});

export const header = pageHeader;

export const title = pageTitle;

export const intro = pageIntro;

/** A brand band: the question and its answer on the left, the button on the right from 768 px. */
export const help = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.bg.brandSubtle,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      gap: vars.space['8'],
      padding: vars.space['8'],
    },
  },
});

export const helpText = style({
  display: 'grid',
  gap: vars.space['1'],
});

export const helpTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

export const helpBody = style({
  margin: 0,
  maxWidth: '60ch',
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});
