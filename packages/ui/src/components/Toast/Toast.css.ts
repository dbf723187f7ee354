import { createVar, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import { toastToneColors } from './Toast.tokens';
import type { ToastTone } from './toastQueue';

/** Set per tone on the toast, read by its icon. */
const iconForeground = createVar();
const iconBackground = createVar();

const drop = keyframes({ from: { opacity: 0, transform: 'translateY(-0.75rem)' } });

/** Top centre, above everything but tooltips; as wide as a phone allows, 28 rem at most. */
export const region = style({
  position: 'fixed',
  top: vars.space['4'],
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: `min(28rem, calc(100% - 2 * ${vars.space['4']}))`,
  margin: 0,
  padding: 0,
  outline: 'none',
});

function tone(name: ToastTone): StyleRule {
  const colors = toastToneColors[name];
  return {
    borderInlineStartColor: resolveColorRole(vars.color, colors.accent),
    vars: {
      [iconForeground]: resolveColorRole(vars.color, colors.iconForeground),
      [iconBackground]: resolveColorRole(vars.color, colors.iconBackground),
    },
  };
}

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: vars.space['2'],
    paddingInlineStart: vars.space['3'],
    background: vars.color.bg.surface,
    border: `1px solid ${vars.color.border.default}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    color: vars.color.text.default,
    outline: 'none',
    animation: `${drop} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: { success: tone('success'), error: tone('error'), info: tone('info') },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  color: iconForeground,
  background: iconBackground,
});

export const iconGlyph = style({ width: '1.125rem', height: '1.125rem' });

export const content = style({ display: 'grid', gap: vars.space['0.5'], paddingBlock: vars.space['1.5'] });

export const title = style({ fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug });

export const message = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.snug, color: vars.color.text.muted });

/** Without a title the message is the one line, and reads as the title. */
export const messageAlone = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});
