import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** White on the brand green (above 7:1); the softer text is still above 4.5:1. */
const softText = 'rgb(255 255 255 / 0.86)';
/** The usual blue focus ring is checked against light backgrounds only; on green it is white. */
const focusOnBrand = { outline: `2px solid ${vars.color.text.inverse}`, outlineOffset: '2px' } as const;

/** Two columns on phones and tablets; from 1024 px brand, products, links and contact in one row. */
export const grid = style({
  gridTemplateColumns: '1fr 1fr',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '2fr 1fr 1fr 1.6fr' } },
});

/** The brand and contact columns span both columns on phones and tablets. */
export const wide = style({ gridColumn: '1 / -1', '@media': { [mediaQueries.lg]: { gridColumn: 'auto' } } });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  justifySelf: 'start',
  borderRadius: vars.radius.sm,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.inverse },
    '&:focus-visible': focusOnBrand,
  },
});

export const brandMark = style({ width: '2.25rem', height: '2.25rem', flexShrink: 0 });

export const blurb = style({ maxWidth: '34rem', color: softText, lineHeight: vars.font.lineHeight.body });

/** 44 px tall rows on phones (touch), tighter where a pointer is precise. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  borderRadius: vars.radius.sm,
  color: softText,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.inverse, textDecoration: 'underline' },
    '&:focus-visible': focusOnBrand,
  },
  '@media': {
    [mediaQueries.lg]: { minHeight: '2rem' },
  },
});

export const moreLink = style([link, { fontWeight: vars.font.weight.semibold, color: vars.color.text.inverse }]);

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${softText}`,
  color: vars.color.text.inverse,
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.text.inverse, color: vars.color.text.brand },
    '&:focus-visible': focusOnBrand,
  },
});

export const socialIcon = style({ width: '1.25rem', height: '1.25rem' });

export const contactItem = style({
  display: 'grid',
  gridTemplateColumns: '1.25rem 1fr',
  alignItems: 'start',
  columnGap: vars.space['3'],
  color: softText,
});

export const contactIcon = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.125rem', color: vars.color.text.inverse });

export const address = style({ fontStyle: 'normal', lineHeight: vars.font.lineHeight.body });

export const contactLink = style([link, { minHeight: '1.5rem', overflowWrap: 'anywhere', '@media': { [mediaQueries.lg]: { minHeight: '1.5rem' } } }]);

export const bottom = style({ background: 'rgb(0 0 0 / 0.22)' });

export const bottomInner = style({ color: softText });

/** The bird inside the white shield, in the footer's green. */
export const brandBird = style({ fill: vars.color.bg.brand });
