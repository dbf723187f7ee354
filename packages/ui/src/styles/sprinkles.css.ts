import {
  createMapValueFn,
  createSprinkles,
  defineProperties,
  type ConditionalValue,
} from '@vanilla-extract/sprinkles';
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { gridTemplates } from './gridTemplates';
import { packSprinkles } from './packedSprinkles';

/** The breakpoint names, mobile first; a responsive array lists values in this order. */
export const responsiveConditions = ['mobile', 'sm', 'md', 'lg', 'xl'] as const;

/** The conditions of the layout utilities: every breakpoint. */
const breakpointConditions = {
  mobile: {},
  sm: { '@media': mediaQueries.sm },
  md: { '@media': mediaQueries.md },
  lg: { '@media': mediaQueries.lg },
  xl: { '@media': mediaQueries.xl },
};

/**
 * Responsive layout utilities. Each property accepts a value, an object of
 * breakpoint conditions (`{ mobile: 'grid', sm: 'flex' }`) or a responsive array
 * (`['grid', null, 'flex']`). Values are token names only: there is no way to pass
 * an arbitrary CSS string, so every page spaces and aligns on the same scale.
 */
const responsiveProperties = defineProperties({
  conditions: breakpointConditions,
  defaultCondition: 'mobile',
  responsiveArray: responsiveConditions,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'inline-flex', 'flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    justifyItems: ['start', 'center', 'end', 'stretch'],
    gridTemplateColumns: gridTemplates,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
});

/**
 * Gaps and padding, responsive up to `lg`: the pages space more widely on tablets and desktops but not again on
 * wide screens. Every class of every value and breakpoint is named in the script each page loads first.
 */
const spaceProperties = defineProperties({
  conditions: {
    mobile: breakpointConditions.mobile,
    sm: breakpointConditions.sm,
    md: breakpointConditions.md,
    lg: breakpointConditions.lg,
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'sm', 'md', 'lg'],
  properties: {
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/**
 * Layout utilities that no page changes with the width (margins, wrapping, growing, one item's alignment): one
 * class a value rather than one a breakpoint. A value for a breakpoint here is a type error: move the property
 * to a responsive group when a page needs one.
 */
const fixedLayoutProperties = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignContent: ['start', 'center', 'end', 'stretch'],
    alignSelf: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    gridColumn: { full: '1 / -1', auto: 'auto' },
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** A 1 px solid line in a border colour role, e.g. `border: 'default'`. */
const lines = Object.fromEntries(
  Object.entries(vars.color.border).map(([role, color]) => [role, `1px solid ${color}`]),
) as Record<keyof typeof vars.color.border, string>;

/**
 * Colour, border, shape and type utilities: not responsive, because a
 * surface's colour or a text's weight should not change with the width.
 */
const staticProperties = defineProperties({
  properties: {
    color: vars.color.text,
    background: vars.color.bg,
    border: lines,
    borderTop: lines,
    borderBottom: lines,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    minWidth: ['0'],
    overflow: ['hidden', 'visible', 'auto'],
    position: ['relative', 'static'],
  },
});

const groups = [responsiveProperties, spaceProperties, fixedLayoutProperties, staticProperties] as const;
const madeSprinkles = createSprinkles(...groups);

/**
 * The sprinkles function, written into the pages' script as its packed table (`packedSprinkles.ts`): 2.5 KB
 * compressed as vanilla-extract writes the table, about 1 KB packed with the code that unpacks it.
 */
export const sprinkles = addFunctionSerializer(
  Object.assign((props: Parameters<typeof madeSprinkles>[0]) => madeSprinkles(props), { properties: madeSprinkles.properties }),
  { importPath: './packedSprinkles', importName: 'sprinklesFromPacked', args: [packSprinkles([...groups])] },
);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A value that may differ per breakpoint: a value, `{ mobile, sm, md, lg, xl }` or a responsive array. */
export type ResponsiveValue<Value extends string | number> = ConditionalValue<typeof responsiveProperties, Value>;

/** Maps every breakpoint's value of a ResponsiveValue, e.g. a Stack's `align` to `alignItems`. */
export const mapResponsiveValue = createMapValueFn(responsiveProperties);
