import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-0.25rem)' } });

export const popover = style({
  minWidth: '14rem',
  maxWidth: 'calc(100vw - 2rem)',
  zIndex: vars.zIndex.dropdown,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    '&[data-exiting]': { animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse forwards` },
  },
});

export const menu = style({
  display: 'grid',
  padding: vars.space['1.5'],
  outline: 'none',
});

/**
 * A row: 44 px tall for touch. react-aria moves a virtual focus through the
 * items and marks it `data-focused`; keyboard focus also gets the focus ring.
 */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { color: vars.color.text.default },
    '&[data-focused]': { background: vars.color.bg.hover },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    // Muted rather than disabled grey: a disabled item such as "Welcome Back" is a label people still read.
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'default', fontWeight: vars.font.weight.semibold },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.text.muted,
});

export const sectionHeader = style({
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const separator = style({
  height: 1,
  marginBlock: vars.space['1.5'],
  marginInline: vars.space['1.5'],
  border: 'none',
  background: vars.color.border.default,
});
