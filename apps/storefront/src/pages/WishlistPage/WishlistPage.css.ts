import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageTitle } from '../../styles/pageHeader.css';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  alignContent: 'start',
  minHeight: '60vh',
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['6'], paddingBlock: vars.space['8'] },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space['1']} ${vars.space['3']}`,
});

export const title = pageTitle;

export const count = style({
  margin: 0,
  color: vars.color.text.muted,
});

/** Under its card, across the card's width. */
export const remove = style({
  flexShrink: 0,
  width: '100%',
  marginBlockStart: vars.space['1'],
});

export const failed = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['12'],
  textAlign: 'center',
});

export const failedTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const failedHint = style({
  margin: 0,
  color: vars.color.text.muted,
});
