import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageHeader, pageIntro, pageTitle } from '../../styles/pageHeader.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['10'], paddingBlock: vars.space['10'] },
  },
});

export const header = pageHeader;

export const title = pageTitle;

export const intro = pageIntro;

export const count = style({
  margin: 0,
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body})`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.brand,
});

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
});

/** The load-failure message and its retry button. */
export const failed = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  textAlign: 'center',
  color: vars.color.text.muted,
});

export const failedText = style({
  maxWidth: '36rem',
  margin: 0,
});
