import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** Heading, picture, text on phones; from 1024 px the picture on the left of heading and text. */
export const section = style({
  display: 'grid',
  gridTemplateAreas: '"title" "image" "body"',
  gap: vars.space['5'],
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateAreas: '"image title" "image body"',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space['12'],
      rowGap: vars.space['4'],
    },
  },
});

export const title = style({ gridArea: 'title' });

export const image = style({
  gridArea: 'image',
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
  background: vars.color.bg.subtle,
  boxShadow: vars.shadow.md,
  '@media': {
    // Centred beside the text, which runs longer than the picture is tall.
    [mediaQueries.lg]: { alignSelf: 'center' },
  },
});

export const body = style({ gridArea: 'body', maxWidth: '65ch' });

/** The story's paragraphs read with a little more leading than body text. */
export const paragraph = style({ lineHeight: 1.7 });

export const placesTitle = style({
  marginTop: vars.space['2'],
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
