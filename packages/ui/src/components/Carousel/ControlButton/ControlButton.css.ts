import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../styles/focusRing.css';
import { vars } from '../../../theme/contract.css';
import { stateTransition } from '../../../styles/stateTransition';

/**
 * Local semantic tokens: the fills of a control over photos on a dark
 * backdrop. A translucent dark disc with a light hairline, derived from
 * `text.default` and `text.inverse`, so the white icon reads over a bright
 * sky as well as over the backdrop.
 */
const inverseFill = `color-mix(in srgb, ${vars.color.text.default} 62%, transparent)`;
const inverseFillHover = `color-mix(in srgb, ${vars.color.text.default} 80%, transparent)`;
const inverseFillPressed = `color-mix(in srgb, ${vars.color.text.default} 92%, transparent)`;
const inverseBorder = `color-mix(in srgb, ${vars.color.text.inverse} 28%, transparent)`;

/**
 * Round icon buttons for media controls. On dark and brand fills the focus ring
 * turns to `text.inverse`, because `color.focus` is only checked against the
 * page backgrounds.
 */
export const controlButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      margin: 0,
      borderRadius: vars.radius.pill,
      borderWidth: 1,
      borderStyle: 'solid',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      ...stateTransition('background-color, border-color, color, opacity, transform'),
      selectors: {
        '&[data-pressed]': { transform: 'scale(0.96)' },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4, transform: 'none' },
      },
    },
  ],
  variants: {
    tone: {
      /** On the page or a card: white with a hairline border. */
      surface: {
        color: vars.color.text.default,
        background: vars.color.bg.surface,
        borderColor: vars.color.border.control,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]': { background: vars.color.bg.hover },
          '&[data-pressed]': { background: vars.color.bg.pressed },
          '&[data-disabled]': { boxShadow: 'none' },
        },
      },
      /** Over a dark photo backdrop (the lightbox). */
      inverse: {
        color: vars.color.text.inverse,
        background: inverseFill,
        borderColor: inverseBorder,
        selectors: {
          '&[data-hovered]': { background: inverseFillHover },
          '&[data-pressed]': { background: inverseFillPressed },
          '&[data-focus-visible]': { outlineColor: vars.color.text.inverse },
        },
      },
      /** On the brand fill (the announcement bar). */
      brand: {
        color: vars.color.text.inverse,
        background: 'transparent',
        borderColor: 'transparent',
        selectors: {
          '&[data-hovered]': { background: vars.color.bg.brandHover },
          '&[data-pressed]': { background: vars.color.bg.brandPressed },
          '&[data-focus-visible]': { outlineColor: vars.color.text.inverse, outlineOffset: '-2px' },
        },
      },
    },
    // `md` is the 44 px touch target; `sm` (32 px) fits a slim bar and is above the 24 px minimum (WCAG 2.5.8).
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.font.size.md },
      md: { width: '2.75rem', height: '2.75rem', fontSize: vars.font.size.xl },
      lg: { width: '3rem', height: '3rem', fontSize: vars.font.size['2xl'] },
    },
  },
  defaultVariants: { tone: 'surface', size: 'md' },
});

export const icon = style({ width: '1em', height: '1em' });

/** Chevrons point the other way in right-to-left text, where "next" is on the left. */
export const directionalIcon = style([icon, { selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } }]);
