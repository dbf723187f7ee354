import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focusRing.css';
import {
  buttonColors,
  buttonDisabledColors,
  type ButtonStateColors,
  type ButtonVariant,
} from './Button.tokens';
import { stateTransition } from '../../styles/stateTransition';

function colorsOf({ foreground, background, border }: ButtonStateColors): StyleRule {
  const toCss = (role: ButtonStateColors['background']) =>
    role === 'transparent' ? 'transparent' : resolveColorRole(vars.color, role);
  return { color: toCss(foreground), backgroundColor: toCss(background), borderColor: toCss(border) };
}

/**
 * Interaction states come from the data attributes react-aria sets. A
 * pending button keeps its variant colours (it is busy, not unavailable).
 * A LinkButton is an `<a>`, which the page's `a:hover` rule would give the
 * link colour whenever the pointer is over it without react-aria having seen
 * it arrive (a button that appears under a resting pointer): its text keeps
 * its own colour.
 */
function variantStyle(variant: ButtonVariant): StyleRule {
  const { rest, hovered, pressed } = buttonColors[variant];
  return {
    ...colorsOf(rest),
    selectors: {
      '&:hover:not([data-disabled])': { color: colorsOf(rest).color },
      '&[data-hovered]': colorsOf(hovered),
      '&[data-pressed]': colorsOf(pressed),
    },
  };
}

export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      margin: 0,
      borderWidth: 1,
      borderStyle: 'solid',
      borderRadius: vars.radius.md,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
      textAlign: 'center',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      ...stateTransition('background-color, border-color, color, box-shadow, transform'),
      selectors: {
        '&[data-pressed]': { transform: 'translateY(1px)' },
        '&[data-pending]': { cursor: 'progress' },
        // Beats the variant's rest colours by specificity; react-aria sets no
        // hover or press state on a disabled button.
        '&[data-disabled]': { ...colorsOf(buttonDisabledColors), cursor: 'not-allowed', boxShadow: 'none' },
      },
    },
  ],
  variants: {
    variant: {
      primary: [variantStyle('primary'), { boxShadow: vars.shadow.sm }],
      secondary: variantStyle('secondary'),
      ghost: [
        variantStyle('ghost'),
        // A ghost button has no fill at rest, so it gets none when disabled either.
        { selectors: { '&[data-disabled]': { backgroundColor: 'transparent', borderColor: 'transparent' } } },
      ],
      danger: [variantStyle('danger'), { boxShadow: vars.shadow.sm }],
    },
    // Heights meet the 44 px touch target from `md` up; `sm` (36 px) is for dense desktop tables.
    size: {
      sm: {
        minHeight: '2.25rem',
        paddingInline: vars.space['3'],
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: '2.75rem',
        paddingInline: vars.space['5'],
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: '3.25rem',
        paddingInline: vars.space['6'],
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});


/** Wraps the children so that a pending button can hide them and keep its width and name. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
});

/**
 * `opacity: 0`, not `visibility: hidden`: the text stays in the
 * accessibility tree, so the button keeps its name while busy.
 */
export const labelHidden = style({ opacity: 0 });

/** The spinner shown over the hidden label when there is no pending label. */
export const pendingOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const pendingSpinner = style({ fontSize: '1.15em' });
