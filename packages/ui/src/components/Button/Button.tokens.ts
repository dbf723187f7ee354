import type { ColorRole } from '../../theme/shape';

/**
 * Component tier: which semantic colour roles each button variant uses in
 * each state. Written as role names, not values, so `Button.css.ts` turns them
 * into CSS variables and `theme/contrast.test.ts` checks them against every
 * theme's values.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonInteractionState = 'rest' | 'hovered' | 'pressed';

export interface ButtonStateColors {
  foreground: ColorRole;
  /** `transparent` shows whatever surface the button sits on. */
  background: ColorRole | 'transparent';
  /** The control's boundary. `transparent` for text-only (ghost) buttons. */
  border: ColorRole | 'transparent';
}

export const buttonColors: Record<ButtonVariant, Record<ButtonInteractionState, ButtonStateColors>> = {
  primary: {
    rest: { foreground: 'text.inverse', background: 'bg.brand', border: 'bg.brand' },
    hovered: { foreground: 'text.inverse', background: 'bg.brandHover', border: 'bg.brandHover' },
    pressed: { foreground: 'text.inverse', background: 'bg.brandPressed', border: 'bg.brandPressed' },
  },
  secondary: {
    rest: { foreground: 'text.brand', background: 'bg.surface', border: 'border.brand' },
    hovered: { foreground: 'text.brand', background: 'bg.brandSubtle', border: 'border.brand' },
    pressed: { foreground: 'text.brand', background: 'bg.brandMuted', border: 'border.brand' },
  },
  ghost: {
    rest: { foreground: 'text.brand', background: 'transparent', border: 'transparent' },
    hovered: { foreground: 'text.brand', background: 'bg.hover', border: 'transparent' },
    pressed: { foreground: 'text.brand', background: 'bg.pressed', border: 'transparent' },
  },
  danger: {
    rest: { foreground: 'text.inverse', background: 'bg.danger', border: 'bg.danger' },
    hovered: { foreground: 'text.inverse', background: 'bg.dangerHover', border: 'bg.dangerHover' },
    pressed: { foreground: 'text.inverse', background: 'bg.dangerPressed', border: 'bg.dangerPressed' },
  },
};

/** Disabled buttons are exempt from WCAG contrast, so they are not in the contrast test. */
export const buttonDisabledColors: ButtonStateColors = {
  foreground: 'text.disabled',
  background: 'bg.disabled',
  border: 'bg.disabled',
};
