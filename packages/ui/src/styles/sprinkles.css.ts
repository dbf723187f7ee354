import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/**
 * Responsive layout utilities. Each property accepts a value or an object of
 * breakpoint conditions: `sprinkles({ padding: { mobile: '4', md: '8' } })`.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': mediaQueries.sm },
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
    xl: { '@media': mediaQueries.xl },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'sm', 'md', 'lg', 'xl'],
  properties: {
    display: ['none', 'block', 'inline-block', 'inline-flex', 'flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Colour utilities: not responsive, because colour should not change with width. */
const colorProperties = defineProperties({
  properties: {
    color: vars.color.text,
    background: vars.color.bg,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
