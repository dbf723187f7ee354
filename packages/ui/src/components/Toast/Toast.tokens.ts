import type { ColorRole } from '../../theme/shape';
import type { ToastTone } from './toastQueue';

/**
 * Component tier: the colour roles of each toast tone. The icon sits on its
 * tone's tinted fill (`text.success` on `bg.success`, …: pairs the theme's
 * contrast test already checks at 4.5:1); the accent edge uses the same text
 * role, which reads at 4.5:1 or more on the white toast.
 */
export interface ToastToneColors {
  accent: ColorRole;
  iconForeground: ColorRole;
  iconBackground: ColorRole;
}

export const toastToneColors: Record<ToastTone, ToastToneColors> = {
  success: { accent: 'text.success', iconForeground: 'text.success', iconBackground: 'bg.success' },
  error: { accent: 'text.error', iconForeground: 'text.error', iconBackground: 'bg.error' },
  info: { accent: 'text.info', iconForeground: 'text.info', iconBackground: 'bg.info' },
};
