import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focusRing.css';
import { emptyColor, emptyStrokeColor, filledColor } from '../Rating/StarIcon';

export const group = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['1.5'],
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const requiredMark = style({ color: vars.color.text.error, marginInlineStart: vars.space['0.5'] });

export const stars = style({
  display: 'flex',
  // The touch targets are wider than the stars: pull the row back so the first star lines up with the label.
  marginInlineStart: `calc(-1 * ${vars.space['2']})`,
});

/**
 * One star is one radio's clickable label. Empty stars are outlined in the
 * control border colour (3:1 against the page, WCAG 1.4.11), filled ones saffron.
 */
export const star = recipe({
  base: [
    focusRing,
    {
      vars: {
        [emptyColor]: 'transparent',
        [emptyStrokeColor]: vars.color.border.control,
        [filledColor]: vars.color.bg.accent,
      },
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: vars.radius.md,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      transitionProperty: 'transform',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&[data-pressed]': { transform: 'scale(0.9)' },
        '&[data-invalid]': { vars: { [emptyStrokeColor]: vars.color.border.danger } },
        '&[data-disabled]': {
          cursor: 'not-allowed',
          vars: { [emptyStrokeColor]: vars.color.text.disabled, [filledColor]: vars.color.text.disabled },
        },
        '&[data-readonly]': { cursor: 'default' },
      },
    },
  ],
  variants: {
    // Every star is a 44 px (md) or 52 px (lg) touch target, with no gap between them, so the
    // hover preview does not flicker when the pointer moves from one star to the next.
    size: {
      md: { width: '2.75rem', height: '2.75rem', fontSize: '1.75rem' },
      lg: { width: '3.25rem', height: '3.25rem', fontSize: '2.25rem' },
    },
  },
  defaultVariants: { size: 'md' },
});


export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const error = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.error,
});
