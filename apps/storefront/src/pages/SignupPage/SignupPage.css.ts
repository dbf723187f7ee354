import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/**
 * Phones: the heading, then the card. From 1024 px: the heading and the case for an account on the
 * left, the card on the right.
 */
export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { paddingBlock: vars.space['10'] },
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 30rem)',
      gap: vars.space['16'],
      paddingBlock: vars.space['12'],
    },
  },
});

export const intro = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: '36rem',
  '@media': {
    [mediaQueries.lg]: { gap: vars.space['5'] },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
    [mediaQueries.lg]: { fontSize: vars.font.size['4xl'] },
  },
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.lg]: { fontSize: vars.font.size.lg },
  },
});

/** The case for an account: on wide screens only, where it does not push the card below the fold. */
export const benefits = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.lg]: { display: 'grid', gap: vars.space['3'], marginBlockStart: vars.space['2'] },
  },
});

export const benefit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const benefitIcon = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.text.success,
});

export const card = style({
  width: '100%',
  maxWidth: '30rem',
  justifySelf: 'center',
  '@media': {
    [mediaQueries.lg]: { justifySelf: 'end' },
  },
});

/** Texts inside the page's dialogs (forgot password, e-mail verification). */
export const dialogText = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.body,
});

export const dialogSteps = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: `${vars.space['3']} 0 0`,
  paddingInlineStart: vars.space['5'],
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const verificationForm = style({
  display: 'grid',
  gap: vars.space['4'],
});

export const dialogHint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

/** 'Change Email' keeps to the left of the footer from 600 px, away from Verify. */
export const changeEmail = style({
  '@media': {
    [mediaQueries.sm]: { marginInlineEnd: 'auto' },
  },
});
