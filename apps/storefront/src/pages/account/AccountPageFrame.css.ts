import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageIntro, pageTitle } from '../../styles/pageHeader.css';
import { surface } from '../../styles/layout.css';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  alignContent: 'start',
  paddingBlock: vars.space['5'],
  minHeight: '60vh',
  '@media': {
    [mediaQueries.md]: { gap: vars.space['6'], paddingBlock: vars.space['8'] },
  },
});

/** The title and its action: stacked on phones, side by side from 768 px. */
export const header = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' },
  },
});

export const heading = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
});

export const title = pageTitle;

export const intro = pageIntro;

export const action = style({
  display: 'flex',
});

/** A white panel on the page: the account pages' sections. */
export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  padding: vars.space['5'],
  ...surface,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const panelText = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

/** Centred while the profile loads. */
export const loading = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: vars.space['12'],
});
