import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';

export const accordion = style({
  display: 'grid',
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border.default}`,
});

/** Headings keep their level for the outline but take the trigger's look. */
export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    width: '100%',
    minHeight: '3.5rem',
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['1'],
    margin: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.default,
    textAlign: 'start',
    // Headings balance their lines globally; a question reads better filling the line.
    textWrap: 'pretty',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.brand },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
]);

/** Points down when closed and turns to point up when open. */
export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: {
    [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)', color: vars.color.text.brand },
  },
});

/**
 * react-aria measures the panel into `--disclosure-panel-height` so the
 * height can animate; the theme's motion tokens (0 under reduced motion) time it.
 * `overflow: clip` hides the text while it grows without making a scroll box.
 */
export const panel = style({
  height: 'var(--disclosure-panel-height)',
  overflow: 'clip',
  transition: `height ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
});

export const panelContent = style({
  paddingInline: vars.space['1'],
  paddingBottom: vars.space['5'],
  color: vars.color.text.muted,
  maxWidth: '70ch',
});
