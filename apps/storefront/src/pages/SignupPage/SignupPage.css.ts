import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** From 1024 px: the heading and the case for an account on the left, the card in a 30 rem column on the right. */
export const page = style({
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 30rem)' } },
});

export const intro = style({ maxWidth: '36rem' });

export const benefitIcon = style({ color: vars.color.text.success });

export const card = style({
  width: '100%',
  maxWidth: '30rem',
  justifySelf: 'center',
  '@media': { [mediaQueries.lg]: { justifySelf: 'end' } },
});

/** The forgot-password dialog's numbered steps; a long e-mail address in them may break. */
export const dialogSteps = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: `${vars.space['3']} 0 0`,
  paddingInlineStart: vars.space['5'],
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'anywhere',
});

/** 'Change Email' keeps to the left of the footer from 600 px, away from Verify. */
export const changeEmail = style({
  '@media': { [mediaQueries.sm]: { marginInlineEnd: 'auto' } },
});
