import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * Local semantic token: the scrim behind a modal. Derived from the body text
 * colour so a theme that changes text changes the scrim with it; translucent
 * so the page stays recognisable behind the dialog.
 */
export const scrimColor = `color-mix(in srgb, ${vars.color.text.default} 55%, transparent)`;

const fade = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } });

/**
 * The backdrop. react-aria sets `--visual-viewport-height`, so the dialog stays
 * above the on-screen keyboard on phones. Motion durations come from the theme
 * and become 0 under `prefers-reduced-motion: reduce`.
 */
export const overlay = recipe({
  base: {
    position: 'fixed',
    top: 0,
    left: 0,
    width: '100%',
    height: 'var(--visual-viewport-height, 100vh)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space['4'],
    background: scrimColor,
    selectors: {
      '&[data-entering]': { animation: `${fade} ${vars.motion.duration.base} ${vars.motion.easing.standard}` },
      '&[data-exiting]': { animation: `${fade} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse forwards` },
    },
  },
  variants: {
    size: {
      sm: {},
      md: {},
      lg: {},
      fullscreen: { padding: 0 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    overflow: 'hidden',
    background: vars.color.bg.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
      '&[data-exiting]': { animation: `${rise} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse forwards` },
    },
  },
  variants: {
    // Widths in rem so text zoom widens the dialog with its text.
    size: {
      /** Confirmations and short messages. */
      sm: { maxWidth: '28rem' },
      /** Forms: an address, a review, OTP entry. */
      md: { maxWidth: '36rem' },
      /** Rich content: order details. */
      lg: { maxWidth: '52rem' },
      /** The full-screen product dialog: the whole viewport, no corners. */
      fullscreen: { maxWidth: 'none', height: '100%', borderRadius: 0, boxShadow: 'none' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalSize = NonNullable<NonNullable<RecipeVariants<typeof modal>>['size']>;
