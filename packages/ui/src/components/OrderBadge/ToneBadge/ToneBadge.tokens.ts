import type { ColorRole } from '../../../theme/shape';

/**
 * Component tier: the colour roles of each badge tone. Written as roles so
 * `ToneBadge.css.ts` turns them into CSS variables and `ToneBadge.tokens.test.ts`
 * checks the text against its fill in every theme.
 */

export type BadgeTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

export interface BadgeToneColors {
  /** Text and icon. */
  foreground: ColorRole;
  background: ColorRole;
  /** Decorative edge; the text carries the meaning, so it needs no contrast minimum. */
  border: ColorRole;
}

export const badgeToneColors: Record<BadgeTone, BadgeToneColors> = {
  success: { foreground: 'text.success', background: 'bg.success', border: 'border.success' },
  warning: { foreground: 'text.warning', background: 'bg.warning', border: 'border.warning' },
  error: { foreground: 'text.error', background: 'bg.error', border: 'border.error' },
  info: { foreground: 'text.info', background: 'bg.info', border: 'border.info' },
  neutral: { foreground: 'text.muted', background: 'bg.subtle', border: 'border.default' },
};
