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

export const title = style({
  gridArea: 'title',
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

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

export const body = style({
  gridArea: 'body',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  maxWidth: '65ch',
});

export const paragraph = style({
  margin: 0,
  lineHeight: 1.7,
  color: vars.color.text.default,
});

export const placesTitle = style({
  margin: 0,
  marginTop: vars.space['2'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const places = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const place = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.success}`,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.brand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
