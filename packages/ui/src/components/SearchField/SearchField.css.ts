import { style } from '@vanilla-extract/css';
import { resolveColorRole } from '../../theme/colorRole';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';
import { fieldBoundaryColors } from '../TextField/FieldParts/FieldParts.tokens';

/**
 * Phones, up to and including 600 px wide: where `collapse="auto"` shows only
 * the icon (the spec's "600 px or less"). Exported so the component asks the
 * same question in script as the stylesheet does.
 */
export const collapsedQuery = `screen and (max-width: ${breakpoints.sm}px)`;

export const root = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

/** While collapsed, the form is hidden until the icon is pressed. */
const hiddenWhenCollapsed = {
  [`${root}[data-collapse="always"]:not([data-open]) &`]: { display: 'none' },
} as const;
const hiddenWhenCollapsedAuto = {
  [`${root}[data-collapse="auto"]:not([data-open]) &`]: { display: 'none' },
} as const;

/** The icon button that stands in for the form while collapsed. */
export const toggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  margin: 0,
  padding: 0,
  color: vars.color.text.default,
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    [`${root}[data-collapse="always"]:not([data-open]) &`]: { display: 'inline-flex' },
    '&[data-hovered]': { background: vars.color.bg.hover },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    [collapsedQuery]: {
      selectors: { [`${root}[data-collapse="auto"]:not([data-open]) &`]: { display: 'inline-flex' } },
    },
  },
});

export const form = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  margin: 0,
  selectors: hiddenWhenCollapsed,
  '@media': { [collapsedQuery]: { selectors: hiddenWhenCollapsedAuto } },
});

/** The field box: input, clear button and the search button, joined. */
export const box = style([
  control,
  {
    display: 'flex',
    alignItems: 'stretch',
    padding: 0,
    overflow: 'hidden',
    selectors: {
      '&:focus-within': {
        borderColor: resolveColorRole(vars.color, fieldBoundaryColors.focused),
        boxShadow: `inset 0 0 0 1px ${resolveColorRole(vars.color, fieldBoundaryColors.focused)}`,
      },
    },
  },
]);

export const field = style({ display: 'flex', flex: 1, minWidth: 0, alignItems: 'center' });

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingInline: vars.space['3'],
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    // The browser's own clear "x" would duplicate ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  marginInlineEnd: vars.space['1'],
  padding: 0,
  color: vars.color.text.muted,
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    // react-aria hides nothing by itself: no text, no clear button.
    '[data-empty] &': { display: 'none' },
    '&[data-hovered]': { color: vars.color.text.default, background: vars.color.bg.hover },
  },
});

/** The search button fills the end of the box in the brand colour. */
export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  margin: 0,
  padding: 0,
  color: vars.color.text.inverse,
  background: vars.color.bg.brand,
  border: 0,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.brandHover },
    '&[data-pressed]': { background: vars.color.bg.brandPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.text.inverse}`, outlineOffset: '-4px' },
  },
});

export const icon = style({ width: '1.25rem', height: '1.25rem' });
